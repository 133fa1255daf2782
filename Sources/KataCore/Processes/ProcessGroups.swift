import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The process groups `kata` started and that still run, so that quitting, a signal or a time limit ends them all;
/// they are kept where a signal handler reaches them (``SignalReach``).
package enum ProcessGroups {
    private static var capacity: Int { SignalReach.capacity }
    private static var slots: UnsafeMutablePointer<pid_t> { SignalReach.groups }

    /// Starts `arguments` (an absolute path first) in a new process group, standard output and error into pipes, and
    /// the read end of a third pipe at ``Watchdog/descriptor``, for the ``Watchdog`` that `arguments` start.
    /// - Returns: The program's process ID, also its group's; the ends to read its output and its errors from; and the
    ///   watchdog's write end, to hold open while the program may run.
    package static func spawn(
        _ arguments: [String], environment: [String]
    ) throws -> (pid: pid_t, output: Int32, errors: Int32, watchdog: Int32) {
        try SignalReach.quitting.withLock { stopped throws(KataError) in
            guard !stopped else { throw KataError("kata is quitting", status: 1) }
            var pipes: [[Int32]] = []
            for _ in 0..<3 {
                var ends: [Int32] = [0, 0]
                guard pipe(&ends) == 0 else {
                    for end in pipes.joined() { close(end) }
                    throw KataError("could not make a pipe", status: 1)
                }
                pipes.append(ends)
            }
            let (ends, errorEnds) = (pipes[0], pipes[1])
            var watchdog = pipes[2]
            // Programs started through here never hold another's pipe; one started elsewhere meanwhile may, so
            // `Subprocess` watches for the program's end too, not only for the end of its output.
            for end in pipes.joined() { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            // A descriptor put in its own place would keep closing on exec: the read end goes elsewhere first.
            if watchdog[0] == Watchdog.descriptor {
                let moved = fcntl(watchdog[0], F_DUPFD_CLOEXEC, Watchdog.descriptor + 1)
                close(watchdog[0])
                watchdog[0] = moved
            }
            #if canImport(Darwin)
                var actions: posix_spawn_file_actions_t?
                var attributes: posix_spawnattr_t?
            #else
                var actions = posix_spawn_file_actions_t()
                var attributes = posix_spawnattr_t()
            #endif
            posix_spawn_file_actions_init(&actions)
            posix_spawnattr_init(&attributes)
            defer {
                posix_spawn_file_actions_destroy(&actions)
                posix_spawnattr_destroy(&attributes)
            }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_adddup2(&actions, errorEnds[1], 2)
            posix_spawn_file_actions_adddup2(&actions, watchdog[0], Watchdog.descriptor)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
            posix_spawnattr_setpgroup(&attributes, 0)
            // The signals `kata` handles, or a shell made it ignore, are the program's to handle as it does by default.
            var signals = sigset_t()
            sigemptyset(&signals)
            for number in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGTSTP, SIGCONT] { sigaddset(&signals, number) }
            posix_spawnattr_setsigdefault(&attributes, &signals)

            let argv = arguments.map { strdup($0) } + [nil]
            let envp = environment.map { strdup($0) } + [nil]
            defer { for pointer in argv + envp { free(pointer) } }
            var pid: pid_t = 0
            let failed = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
            close(ends[1])
            close(errorEnds[1])
            close(watchdog[0])
            guard failed == 0 else {
                for end in [ends[0], errorEnds[0], watchdog[1]] { close(end) }
                throw KataError("could not start \(arguments[0])", status: 1)
            }
            if let free = (0..<capacity).first(where: { slots[$0] == 0 }) { slots[free] = pid }
            return (pid, ends[0], errorEnds[0], watchdog[1])
        }
    }

    /// Waits for the group's leader `pid` to end, kills what it left in its group, and returns its exit status.
    package static func reap(_ pid: pid_t) -> Int32 {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
        // The leader is not yet reaped, so its group's ID cannot go to another process meanwhile.
        kill(-pid, SIGKILL)
        SignalReach.quitting.withLock { _ in
            if let slot = (0..<capacity).first(where: { slots[$0] == pid }) { slots[slot] = 0 }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // A program stopped because `kata` is ending has no result to show: this thread waits for the end.
        while SignalReach.quitting.withLock({ $0 }) { sleep(60) }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Whether the child `pid` has ended (or was reaped already), without reaping it.
    package static func hasEnded(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return true }
        #if canImport(Darwin)
            return info.si_pid != 0
        #else
            return info._sifields._sigchld.si_pid != 0
        #endif
    }

    /// Kills the program `pid`, its group, and everything it started.
    package static func end(_ pid: pid_t) {
        killTree([pid])
    }

    /// Stops every group still running, and what they started, and refuses to start more: for quitting.
    package static func stopAll() {
        let leaders = SignalReach.quitting.withLock { stopped in
            stopped = true
            return (0..<capacity).map { slots[$0] }.filter { $0 > 0 }
        }
        killTree(leaders)
    }

    /// Kills the programs `leaders`, their groups, and every process they started, in whatever group it is.
    ///
    /// SwiftPM and the compiler driver start each job in a group of its own, so killing a group is not enough:
    /// every descendant is stopped first (SIGSTOP), so that none starts another, then all are killed.
    package static func killTree(_ leaders: [pid_t]) {
        var stoppedProcesses = Set<pid_t>()
        for _ in 0..<5 {
            let found = descendants(of: leaders).subtracting(stoppedProcesses)
            if found.isEmpty { break }
            for process in found { kill(process, SIGSTOP) }
            stoppedProcesses.formUnion(found)
        }
        for process in stoppedProcesses { kill(process, SIGKILL) }
        for leader in leaders { kill(-leader, SIGKILL) }
    }

    /// `leaders` and every process they started, from `ps`.
    private static func descendants(of leaders: [pid_t]) -> Set<pid_t> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/ps")
        process.arguments = ["-A", "-o", "pid=", "-o", "ppid="]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return Set(leaders) }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var children: [pid_t: [pid_t]] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ").compactMap { pid_t($0) }
            if fields.count == 2 { children[fields[1], default: []].append(fields[0]) }
        }
        var found = Set(leaders)
        var next = leaders
        while let parent = next.popLast() {
            for child in children[parent] ?? [] where found.insert(child).inserted { next.append(child) }
        }
        return found
    }

    /// Kills every group still running, without a lock: safe in a signal handler.
    package static func killAll() {
        for slot in 0..<capacity where slots[slot] > 0 { kill(-slots[slot], SIGKILL) }
    }
}
