import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs a program found on `PATH` to its end, in a process group of its own, so that nothing it starts outlives it.
package enum Subprocess {
    package struct Result {
        package let status: Int32
        package let output: String
        package let errorOutput: String
        /// Whether the program was stopped because it ran past its time limit.
        package var timedOut = false
        /// `output cut: 49 MB not shown` when the program wrote more than each stream keeps; nil when it did not.
        package var cut: String? = nil
    }

    /// The longest line of standard output handed to `onOutputLine`; the rest of a longer line is left out.
    private static let longestLine = 4096

    /// Runs `arguments` in `directory` and returns what it printed; stops its whole group after `limit` seconds.
    ///
    /// Of each stream, only its first and last 512 KB are kept (``CappedOutput``), so that a program that prints
    /// without end costs this process little memory and no disk.
    /// - Parameters:
    ///   - settings: What the program is given as its environment (``Settings/environment(adding:)``).
    ///   - environment: Variables set for the program on top of those.
    ///   - limit: Seconds after which the program and everything it started are killed; nil for no limit.
    ///   - events: A pipe the program writes Swift Testing's event stream into, read while it runs.
    ///   - onOutputLine: Called with each line of standard output as it arrives.
    ///   - started: Called with the program's process ID once it runs.
    /// - Throws: ``KataError`` when the program cannot start, or ``ProcessGroups/stopAll()`` has been called.
    package static func run(
        _ arguments: [String],
        in directory: URL,
        settings: Settings,
        environment: [String: String] = [:],
        limit: Double? = nil,
        events: (any ProgramPipe)? = nil,
        onOutputLine: (String) -> Void = { _ in },
        started: (pid_t) -> Void = { _ in }
    ) throws -> Result {
        // The run's ID goes to every program, unless the caller gives one of its own.
        let variables = settings.environment(adding: environment).map { "\($0)=\($1)" }
        let command = Watchdog.command(arguments, in: directory.path)
        let (pid, output, errors, watchdog) = try ProcessGroups.spawn(command, environment: variables)
        started(pid)
        // The watchdog's pipe stays open while the program may run: closed, the watchdog kills the program's group.
        defer { close(watchdog) }
        // Both streams are read as they come, so a program that writes much of either never blocks on a full pipe.
        var open = [output, errors] + (events.map { [$0.reader] } ?? [])
        defer { for end in open where end != events?.reader { close(end) } }

        let deadline = limit.map { Date().addingTimeInterval($0) }
        var timedOut = false
        var kept = (output: CappedOutput(), errors: CappedOutput())
        var pending = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        var ended = false
        while !open.isEmpty {
            var inputs = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let left = timedOut ? 1 : deadline?.timeIntervalSinceNow ?? 1
            // Once the program's own streams end, only the event stream is left: its end is looked for sooner.
            let longest: Double = open.contains(output) || open.contains(errors) ? 100 : 10
            let wait = ended ? 0 : Int32(min(longest, max(0, left * 1_000)))
            let ready = poll(&inputs, nfds_t(inputs.count), wait)
            if ready == 0 {
                // Nothing more to read once the program ended, though a program started elsewhere holds a pipe.
                if ended { break }
                ended = ProcessGroups.hasEnded(pid)
                if ended { events?.programEnded() }
                if !timedOut, let deadline, deadline.timeIntervalSinceNow <= 0 {
                    timedOut = true
                    ProcessGroups.end(pid)
                }
                continue
            }
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for input in inputs where input.revents != 0 {
                let count = read(input.fd, &buffer, buffer.count)
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                guard count > 0 else {
                    if input.fd != events?.reader { close(input.fd) }
                    open.removeAll { $0 == input.fd }
                    continue
                }
                let bytes = Data(buffer[..<count])
                switch input.fd {
                case output:
                    kept.output.append(bytes)
                    pending.append(bytes)
                    var rest = pending[...]
                    while let newline = rest.firstNewline() {
                        onOutputLine(String(decoding: rest[..<newline].prefix(longestLine), as: UTF8.self))
                        rest = rest[(newline + 1)...]
                    }
                    // A line without end is handed over in part, once it ends; the rest of it is dropped.
                    pending = Data(rest.prefix(longestLine))
                case errors:
                    kept.errors.append(bytes)
                default:
                    events?.append(bytes)
                }
            }
        }
        events?.programEnded()
        let status = ProcessGroups.reap(pid)
        let cut = [kept.output, kept.errors].compactMap(\.note)
        return Result(
            status: status,
            output: kept.output.text,
            errorOutput: kept.errors.text,
            timedOut: timedOut,
            cut: cut.isEmpty ? nil : cut.joined(separator: ", ")
        )
    }
}
