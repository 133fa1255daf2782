import Foundation

@testable import KataCore

/// A copy of the repository's Kata 1 in a folder of its own, with one change to its code, for the real `kata` to run.
final class KataOneCopy {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-copy-\(UUID().uuidString)")

    struct Unchanged: Error, CustomStringConvertible {
        let description: String
    }

    /// Copies `Package.swift`, the module the specs depend on and Kata 1, then makes `text` in its file `path` (`Sources/ViewController.swift`)
    /// `replacement`.
    convenience init(changing text: String, to replacement: String, in path: String) throws {
        try self.init()
        try change(text, to: replacement, in: path)
    }

    /// Copies `Package.swift`, the module the specs depend on and Kata 1, as they are.
    init() throws {
        let root = RepositorySpecs().root
        for item in ["Package.swift", KeptVerdictModule.folder, "katas/Kata1-ScarySingleton"] {
            let target = folder.appendingPathComponent(item)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: root.appendingPathComponent(item), to: target)
        }
    }

    /// Makes `text` in the kata's file `path` `replacement`.
    func change(_ text: String, to replacement: String, in path: String) throws {
        let source = folder.appendingPathComponent("katas/Kata1-ScarySingleton/\(path)")
        let code = try String(contentsOf: source, encoding: .utf8)
        guard code.contains(text) else { throw Unchanged(description: "\(path) no longer holds \(text)") }
        try code.replacingOccurrences(of: text, with: replacement).write(to: source, atomically: true, encoding: .utf8)
    }

    /// Lays the reference solution's files over the kata, as `KATA_SOLUTIONS=1` shows it.
    func laySolution() throws {
        let solution = RepositorySpecs().root.appendingPathComponent("solutions/Kata1-ScarySingleton")
        for path in FileManager.default.swiftFiles(under: "Sources", of: solution)
            + FileManager.default.swiftFiles(under: "Tests", of: solution)
        {
            try Data(contentsOf: solution.appendingPathComponent(path)).write(
                to: folder.appendingPathComponent("katas/Kata1-ScarySingleton/\(path)"))
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs `kata watch 1 </dev/null` in the copy, with the katas (not the solutions) and `environment` on top of this
    /// process's; its exit status and its report, on one line with
    /// single spaces.
    func watch(environment: [String: String] = [:]) throws -> (status: Int32, report: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxTerminal.kataExecutable())
        process.arguments = ["watch", "1"]
        process.currentDirectoryURL = folder
        var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        variables["KATA_SOLUTIONS"] = nil
        process.environment = variables
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let words = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        return (process.terminationStatus, words.joined(separator: " "))
    }
}
