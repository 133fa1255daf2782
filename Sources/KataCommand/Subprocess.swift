import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs a program found on `PATH` to its end, in a process group of its own, so that nothing it starts outlives it.
enum Subprocess {
    struct Result {
        let status: Int32
        let output: String
        let errorOutput: String
        /// Whether the program was stopped because it ran past its time limit.
        var timedOut = false
    }

    /// Runs `arguments` in `directory` and returns what it printed; stops its whole group after `limit` seconds.
    /// - Parameters:
    ///   - environment: Variables set for the program on top of this process's own.
    ///   - limit: Seconds after which the program and everything it started are killed; nil for no limit.
    ///   - onOutputLine: Called with each line of standard output as it arrives.
    /// - Throws: ``KataError`` when the program cannot start, or ``ProcessGroups/stopAll()`` has been called.
    static func run(
        _ arguments: [String],
        in directory: URL,
        environment: [String: String] = [:],
        limit: Double? = nil,
        onOutputLine: (String) -> Void = { _ in }
    ) throws -> Result {
        // Standard error goes to a file, so a program that writes much of it never blocks on a full pipe.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("kata-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0)=\($1)" }
        // `sh` changes into the folder, then becomes the program: the group's leader is the program itself.
        let command = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path] + arguments
        let (pid, output) = try ProcessGroups.spawn(command, environment: variables, errorPath: errorFile.path)
        defer { close(output) }

        let deadline = limit.map { Date().addingTimeInterval($0) }
        var timedOut = false
        var data = Data()
        var pending = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        var ended = false
        while true {
            var input = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let left = timedOut ? 1 : deadline?.timeIntervalSinceNow ?? 1
            let wait = ended ? 0 : Int32(min(100, max(0, left * 1_000)))
            let ready = poll(&input, 1, wait)
            if ready == 0 {
                // Nothing more to read once the program ended, though a program started elsewhere holds the pipe.
                if ended { break }
                ended = ProcessGroups.hasEnded(pid)
                if !timedOut, let deadline, deadline.timeIntervalSinceNow <= 0 {
                    timedOut = true
                    ProcessGroups.end(pid)
                }
                continue
            }
            if ready < 0 && errno == EINTR { continue }
            let count = read(output, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            data.append(contentsOf: buffer[..<count])
            pending.append(contentsOf: buffer[..<count])
            while let newline = pending.firstIndex(of: 10) {
                onOutputLine(String(decoding: pending[..<newline], as: UTF8.self))
                pending.removeSubrange(...newline)
            }
        }
        let status = ProcessGroups.reap(pid)
        return Result(
            status: status,
            output: String(decoding: data, as: UTF8.self),
            errorOutput: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "",
            timedOut: timedOut
        )
    }
}
