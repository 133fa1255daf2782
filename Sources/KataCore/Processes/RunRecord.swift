import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The spec runs going on in one build folder, each written down by its process ID, its start time and the folder,
/// and the `kata` that started it, so that a new watch mode can end a run a `kata` now gone left, and never another
/// process that got its ID, nor the run of a `kata` that still runs.
package struct RunRecord {
    /// The build folder the runs use.
    package let scratch: URL

    package init(scratch: URL) {
        self.scratch = scratch
    }

    private var folder: URL { scratch.appendingPathComponent("kata-runs") }

    /// The variable every program `kata` starts carries: the same for everything one `kata` started
    /// (``Settings/runID``).
    package static let variable = "KATA_RUN_ID"

    /// Writes down the run `pid`, started in ``scratch``.
    package func started(_ pid: pid_t) {
        guard let start = Self.startTime(of: pid), let owner = Self.startTime(of: getpid()) else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? "\(start)\n\(scratch.path)\n\(getpid())\n\(owner)\n".write(
            to: folder.appendingPathComponent("\(pid)"), atomically: true, encoding: .utf8)
    }

    /// Forgets the run `pid`: it ended.
    package func ended(_ pid: pid_t) {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("\(pid)"))
    }

    /// Ends each run written down here whose `kata` is gone and whose process still runs with the start time, and in
    /// the build folder, recorded; forgets the records of runs that ended. Returns the process IDs it ended.
    @discardableResult
    package func endStale() -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var ended: [pid_t] = []
        for name in names {
            let file = folder.appendingPathComponent(name)
            let lines = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            if lines.count == 4, let owner = pid_t(lines[2]), Self.startTime(of: owner) == lines[3] { continue }
            try? FileManager.default.removeItem(at: file)
            guard let pid = pid_t(name), pid > 1, pid != getpid(), lines.count == 4, lines[1] == scratch.path,
                let start = Self.startTime(of: pid), start == lines[0],
                Self.commandLine(of: pid)?.contains(scratch.path) == true
            else { continue }
            ProcessGroups.killTree([pid])
            ended.append(pid)
        }
        return ended
    }

    /// When `pid` started, as `ps` says it (to the second), or nil when no such process runs.
    package static func startTime(of pid: pid_t) -> String? {
        ps(["-o", "lstart=", "-p", "\(pid)"])
    }

    /// The command line of `pid`, or nil when no such process runs.
    private static func commandLine(of pid: pid_t) -> String? {
        ps(["-o", "args=", "-p", "\(pid)"])
    }

    private static func ps(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/ps")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !text.isEmpty ? text : nil
    }
}
