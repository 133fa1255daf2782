import Foundation
import Testing

@testable import KataCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Nothing the tool starts outlives it, however it ends: even killed with SIGKILL, which no handler sees.
///
/// Builds Kata 1 once, cold.
struct OrphanSpecs {
    @Test("Killed with SIGKILL during a spec run, kata leaves no process of the run behind")
    func noOrphanAfterKill() throws {
        // 1️⃣ Kata 1, with `while true {}` where viewDidLoad() starts, so that its specs run until stopped
        let copy = try KataOneCopy(
            changing: "func viewDidLoad() {\n", to: "func viewDidLoad() {\n        while true {}\n",
            in: "Sources/ViewController.swift")

        // 2️⃣ kata watch 1 </dev/null, killed with SIGKILL once the specs run
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxTerminal.kataExecutable())
        process.arguments = ["watch", "1"]
        process.currentDirectoryURL = copy.folder
        var environment = ProcessInfo.processInfo.environment
        environment["KATA_TIMEOUT"] = "600"
        environment["KATA_SOLUTIONS"] = nil
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let specs = copy.folder.path + "/.build-kata/debug/"
        let deadline = Date().addingTimeInterval(300)
        while try Processes.naming(specs, waiting: 0).isEmpty && process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.2)
        }
        let running = try Processes.naming(specs, waiting: 0)
        kill(process.processIdentifier, SIGKILL)

        // 3️⃣ the specs ran, and within a few seconds nothing of the run is left
        #expect(!running.isEmpty, "the specs never ran")
        let left = try Processes.naming(copy.folder.path + "/", waiting: 5)
        #expect(left.isEmpty, "left behind: \(left)")
        // What a failure leaves would hold what kata was given, and with it the wait for kata's end.
        try Processes.killAll(naming: copy.folder.path + "/")
        process.waitUntilExit()
    }
}
