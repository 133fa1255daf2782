import Foundation
import Synchronization

/// Samples a measure on a thread of its own, every `interval` seconds until stopped, and keeps the most seen: the
/// memory a process holds, or the bytes a folder holds, which a program may fill and empty before it ends.
package final class PeakSampler: Sendable {
    private let interval: Double
    private let measure: @Sendable () -> Int?
    /// Whether sampling stopped, and the most seen.
    private let state = Mutex((stopped: false, most: 0))

    package init(every interval: Double, measure: @escaping @Sendable () -> Int?) {
        self.interval = interval
        self.measure = measure
    }

    /// The most seen.
    package var peak: Int { state.withLock { $0.most } }

    /// Starts sampling, on a thread of its own.
    package func start() {
        Thread { [self] in
            while !state.withLock({ $0.stopped }) {
                if let value = measure() { state.withLock { $0.most = max($0.most, value) } }
                Thread.sleep(forTimeInterval: interval)
            }
        }.start()
    }

    /// Stops sampling, after one last sample.
    package func stop() {
        let value = measure()
        state.withLock {
            $0.stopped = true
            $0.most = max($0.most, value ?? 0)
        }
    }

    /// The memory `pid` holds in bytes: on Linux its own peak (`VmHWM` in `/proc/PID/status`), which no sample can
    /// miss; elsewhere its resident size from `ps`. Nil once it is gone.
    package static func memory(of pid: pid_t) -> Int? {
        if let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) {
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }.map { $0 * 1024 }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/ps")
        process.arguments = ["-o", "rss=", "-p", "\(pid)"]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)).map {
            $0 * 1024
        }
    }

    /// The bytes of the files under `folder`, at any depth.
    package static func bytes(in folder: URL) -> Int {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
        var total = 0
        while let file = walker?.nextObject() as? URL {
            total += (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        }
        return total
    }
}
