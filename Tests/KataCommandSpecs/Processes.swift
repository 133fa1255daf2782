import Foundation

/// The processes of this machine, as `ps` lists them.
enum Processes {
    /// The command lines that contain `text`, after waiting up to `seconds` for them to go.
    static func naming(_ text: String, waiting seconds: Double = 5) throws -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let found = try commandLines().filter { $0.contains(text) }
            if found.isEmpty || Date() > deadline { return found }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    /// Kills with SIGKILL the processes whose command lines contain `text`: what a failed spec left behind.
    static func killAll(naming text: String) throws {
        for line in try commandLines(withIdentifiers: true) where line.contains(text) {
            if let pid = pid_t(line.split(separator: " ").first ?? "") { _ = kill(pid, SIGKILL) }
        }
    }

    private static func commandLines(withIdentifiers: Bool = false) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/ps")
        process.arguments = ["-A", "-o"] + (withIdentifiers ? ["pid=,command="] : ["command="])
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }
}
