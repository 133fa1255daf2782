import Foundation
import KataCommand
import KataCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// One run of the real `kata` through a fault: what it printed and what it cost, watched from outside.
package struct FaultRun {
    package var status: Int32 = 0
    /// What `kata` printed, both streams.
    package var printed = ""
    /// The most memory `kata` itself held at once, in bytes, as sampled while it ran.
    package var peakMemory = 0
    /// The most bytes the temporary folder `kata` was given held, as sampled while it ran.
    package var temporaryBytes = 0
    /// The processes still carrying the run's `KATA_RUN_ID` a few seconds after `kata` ended.
    package var left: [String] = []
    /// The learner's files that changed.
    package var changed: [String] = []
    package var seconds = 0.0

    /// Runs `kata` (the executable at `tool`) through `fault` in `copy`, with a temporary folder of its own in `scratch`,
    /// and the environment `settings` give with the fault's variables over it.
    package init(_ fault: FaultCase, tool: String, copy: FaultCopy, scratch: URL, settings: Settings) throws {
        let started = Date()
        let temporary = scratch.appendingPathComponent("tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        try fault.prepare(copy.folder)
        defer { try? fault.undo(copy.folder) }
        let before = copy.files
        let runID = "kata-faults-\(UUID().uuidString)"
        let environment = fault.environment.merging([
            RunRecord.variable: runID, "TMPDIR": temporary.path, "KATA_SOLUTIONS": "0", "KATA_DEV": "0",
        ]) { $1 }
        // What the temporary folder holds is sampled while kata runs: a file written and removed counts too.
        let folder = PeakSampler(every: 0.2) { PeakSampler.bytes(in: temporary) }
        folder.start()
        var memory: PeakSampler?
        let run = try Subprocess.run(
            [tool] + fault.arguments, in: copy.folder, settings: settings, environment: environment, limit: 600,
            started: { pid in
                memory = PeakSampler(every: 0.05) { PeakSampler.memory(of: pid) }
                memory?.start()
                guard fault.killed else { return }
                Thread { Self.killOnceRunning(pid, command: "PackageTests.xctest", runID: runID) }.start()
            })
        memory?.stop()
        folder.stop()
        status = run.status
        printed = run.output + run.errorOutput
        peakMemory = memory?.peak ?? 0
        temporaryBytes = folder.peak
        left = Self.processes(carrying: runID, waiting: 5)
        let after = copy.files
        changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
        seconds = Date().timeIntervalSince(started)
        // What a miss leaves is ended here, so that the next case starts clean.
        for line in left { if let pid = pid_t(line.prefix { $0 != " " }) { _ = kill(pid, SIGKILL) } }
    }

    /// Kills `pid` with SIGKILL once a process of the run `runID` names `command`, within four minutes.
    private static func killOnceRunning(_ pid: pid_t, command: String, runID: String) {
        let deadline = Date().addingTimeInterval(240)
        while Date() < deadline, !processes(carrying: runID, waiting: 0).contains(where: { $0.contains(command) }) {
            Thread.sleep(forTimeInterval: 0.2)
        }
        // The specs run a moment first, so that the kill meets them running.
        Thread.sleep(forTimeInterval: 1)
        kill(pid, SIGKILL)
    }

    /// The processes whose environment holds `KATA_RUN_ID=runID`, as `pid command` lines, after waiting up to `seconds`
    /// for them to go.
    package static func processes(carrying runID: String, waiting seconds: Double) -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let found = RunProcesses.carrying("\(RunRecord.variable)=\(runID)")
            if found.isEmpty || Date() >= deadline { return found }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }
}
