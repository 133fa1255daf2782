import Foundation

/// A tmux server of its own, with one pseudo-terminal running a shell command in a scratch folder.
final class TmuxTerminal {
    let folder: URL
    private let socket = "kata-spec-\(UUID().uuidString)"

    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    init() throws {
        guard (try? Self.run(["tmux", "-V"])) != nil else {
            throw Missing(
                description: "these specs need tmux: apt-get install tmux (Linux) or brew install tmux (macOS)")
        }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-terminal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        let path = try? Self.run(["tmux", "-L", socket, "display-message", "-p", "#{socket_path}"])
        _ = try? Self.run(["tmux", "-L", socket, "kill-server"])
        if let path { try? FileManager.default.removeItem(atPath: path.trimmingCharacters(in: .newlines)) }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The `kata` executable built next to these specs.
    static func kataExecutable() throws -> String {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("kata").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw Missing(description: "no kata executable near \(CommandLine.arguments[0]); build with --build-tests")
    }

    func copy(_ source: URL, to path: String) throws {
        let target = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: target)
    }

    /// Starts `command` in a 150 × 60 terminal in the folder, with the katas, not the solutions, selected.
    func start(_ command: String) throws {
        try Self.run(
            [
                "tmux", "-L", socket, "-u", "new-session", "-d", "-x", "150", "-y", "60", "-c", folder.path,
                "env -u KATA_SOLUTIONS sh -c '\(command)'; sleep 600",
            ])
    }

    /// Sends a key as tmux names it: `h`, `q`, `C-c`.
    func press(_ key: String) {
        _ = try? Self.run(["tmux", "-L", socket, "send-keys", "-t", "0", key])
    }

    var screen: String {
        (try? Self.run(["tmux", "-L", socket, "capture-pane", "-p", "-t", "0"])) ?? ""
    }

    /// How many lines have scrolled off the top of the terminal into its scrollback, or -1.
    var scrolledOff: Int {
        let size = try? Self.run(["tmux", "-L", socket, "display-message", "-p", "-t", "0", "#{history_size}"])
        return size.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? -1
    }

    /// Waits until the screen satisfies `condition`, and returns it; fails with the screen after `seconds`.
    @discardableResult
    func waitFor(_ what: String, seconds: Double, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let now = screen
            if condition(now) { return now }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw Missing(description: "the terminal did not show \(what) within \(seconds) s:\n\(screen)")
    }

    func waitForFile(_ name: String, seconds: Double) throws {
        try waitFor(name, seconds: seconds) { _ in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
        }
        Thread.sleep(forTimeInterval: 0.2)
    }

    func write(_ text: String, to name: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// Runs `arguments` through `/bin/sh` and returns its standard output; spawned and reaped directly, as tmux
    /// leaves a server behind that `Process` waits for.
    @discardableResult
    private static func run(_ arguments: [String], capture: Bool = true) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("kata-tmux-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let script = quoted.joined(separator: " ") + " </dev/null >'\(output.path)' 2>/dev/null"
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] =
            ["/bin/sh", "-c", script].map { (text: String) in strdup(text) } + [nil]
        defer { for argument in argv { free(argument) } }
        let environment: [UnsafeMutablePointer<CChar>?] =
            ProcessInfo.processInfo.environment.map { (name, value) in strdup("\(name)=\(value)") } + [nil]
        defer { for variable in environment { free(variable) } }
        guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, environment) == 0 else {
            throw Missing(description: "could not start /bin/sh")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        guard status == 0 else { throw Missing(description: "\(arguments.joined(separator: " ")) failed") }
        return capture ? (try? String(contentsOf: output, encoding: .utf8)) ?? "" : ""
    }
}
