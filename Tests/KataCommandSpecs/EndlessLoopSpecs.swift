import Foundation
import Testing

/// A spec that never ends: the real `kata`, without a terminal, on a copy of Kata 1 whose `viewDidLoad()` loops.
///
/// Builds Kata 1 once, cold.
struct EndlessLoopSpecs {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-endless-\(UUID().uuidString)")

    @Test("A spec in an endless loop is stopped at KATA_TIMEOUT and named, and no process is left behind")
    func endlessLoop() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // 1️⃣ Kata 1, with `while true {}` where viewDidLoad() starts
        let root = RepositorySpecs().root
        for path in ["Package.swift", "katas/Kata1-ScarySingleton"] {
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: root.appendingPathComponent(path), to: target)
        }
        let source = folder.appendingPathComponent("katas/Kata1-ScarySingleton/Sources/ViewController.swift")
        let code = try String(contentsOf: source, encoding: .utf8)
        #expect(code.contains("func viewDidLoad() {\n"))
        try code.replacingOccurrences(
            of: "func viewDidLoad() {\n", with: "func viewDidLoad() {\n        while true {}\n"
        )
        .write(to: source, atomically: true, encoding: .utf8)

        // 2️⃣ kata watch 1 </dev/null, with a limit of 5 s
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxTerminal.kataExecutable())
        process.arguments = ["watch", "1"]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["KATA_TIMEOUT"] = "5"
        environment["KATA_SOLUTIONS"] = nil
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let report = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\n", with: " ")

        // 3️⃣ the report names the spec, and nothing of the run goes on
        #expect(process.terminationStatus == 1)
        #expect(report.contains("did not finish in 5 s: an endless loop, or a wait that never ends?"), "\(report)")
        #expect(report.contains("Still running: ViewControllerSpecs/"), "no spec named:\n\(report)")
        let left = try Processes.naming(folder.path + "/")
        #expect(left.isEmpty, "left behind: \(left)")
    }
}
