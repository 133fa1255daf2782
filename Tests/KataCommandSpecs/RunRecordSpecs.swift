import Foundation
import Testing

@testable import KataCommand
@testable import KataCore

/// A new watch mode ends a spec run that a `kata` now gone left, and only one whose process ID, start time and build
/// folder all match what was written down.
@Suite(.serialized)
final class RunRecordSpecs {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kata-runs-\(UUID().uuidString)")
    let run: Process

    init() throws {
        // 1️⃣ a program whose command line names the build folder, as a spec run's does
        run = Process()
        run.executableURL = URL(fileURLWithPath: "/bin/sh")
        run.arguments = ["-c", "sleep 10; true", scratch.path]
        try run.run()
    }

    deinit {
        // The shell and its sleep, so that nothing of the spec outlives it.
        ProcessGroups.killTree([run.processIdentifier])
        try? FileManager.default.removeItem(at: scratch)
    }

    @Test("Every program kata starts carries KATA_RUN_ID")
    func runID() throws {
        let settings = Settings(ProcessInfo.processInfo.environment)

        let result = try Subprocess.run(
            ["/bin/sh", "-c", "echo $KATA_RUN_ID"], in: scratch.deletingLastPathComponent(), settings: settings)

        #expect(result.output == settings.runID + "\n")
        #expect(!settings.runID.isEmpty)
    }

    @Test("A run whose kata is gone, with its start time and build folder as recorded, is ended")
    func endsAStaleRun() throws {
        try write(start: try #require(RunRecord.startTime(of: run.processIdentifier)), scratch: scratch.path)

        #expect(RunRecord(scratch: scratch).endStale() == [run.processIdentifier])
        run.waitUntilExit()
        #expect(!run.isRunning)
    }

    @Test(
        "A run is left alone when its start time, its build folder or its kata's life says it is another's",
        arguments: ["start time", "build folder", "kata still running"])
    func leavesAnotherAlone(differing: String) throws {
        let start = try #require(RunRecord.startTime(of: run.processIdentifier))
        let owner = "\(getpid())\n\(try #require(RunRecord.startTime(of: getpid())))"
        try write(
            start: differing == "start time" ? "Thu Jan  1 00:00:00 1970" : start,
            scratch: differing == "build folder" ? scratch.path + "-copy" : scratch.path,
            owner: differing == "kata still running" ? owner : "999999\nnever")

        #expect(RunRecord(scratch: scratch).endStale() == [])
        #expect(run.isRunning)
    }

    /// Writes down `run` as ``RunRecord/started(_:)`` does, with `owner` the `kata` that started it.
    private func write(start: String, scratch path: String, owner: String = "999999\nnever") throws {
        let folder = scratch.appendingPathComponent("kata-runs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "\(start)\n\(path)\n\(owner)\n".write(
            to: folder.appendingPathComponent("\(run.processIdentifier)"), atomically: true, encoding: .utf8)
    }
}
