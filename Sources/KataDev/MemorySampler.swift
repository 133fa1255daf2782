import Foundation

/// Samples how much memory one process holds while it runs, on a thread of its own, and keeps the most seen.
///
/// On Linux it reads the process's own peak (`VmHWM` in `/proc/PID/status`), which no sample can miss; elsewhere its
/// resident size from `ps`, every 100 ms.
final class MemorySampler: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var most = 0

    /// The most memory seen, in bytes.
    var peak: Int { lock.withLock { most } }

    /// Samples `pid` until ``stop()`` or its end.
    func sample(_ pid: pid_t) {
        while !lock.withLock({ stopped }) {
            guard let bytes = Self.memory(of: pid) else {
                Thread.sleep(forTimeInterval: 0.05)
                continue
            }
            lock.withLock { most = max(most, bytes) }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Stops sampling.
    func stop() {
        lock.withLock { stopped = true }
    }

    /// The peak (Linux) or resident (elsewhere) memory of `pid` in bytes; nil once it is gone.
    private static func memory(of pid: pid_t) -> Int? {
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
}
