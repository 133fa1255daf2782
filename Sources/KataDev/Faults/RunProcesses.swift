import Foundation

/// The processes of this machine whose environment holds a variable, as `pid command` lines: on Linux from
/// `/proc/PID/environ`, elsewhere from `ps`, which shows the environment after the command.
package enum RunProcesses {
    /// The processes whose environment holds `variable` (`KATA_RUN_ID=…`, name and value).
    package static func carrying(_ variable: String) -> [String] {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: "/proc") else { return fromPS(variable) }
        var found: [String] = []
        for entry in entries where Int(entry) != nil {
            guard let environment = manager.contents(atPath: "/proc/\(entry)/environ"),
                environment.split(separator: 0).contains(where: { $0.elementsEqual(variable.utf8) })
            else { continue }
            let command = manager.contents(atPath: "/proc/\(entry)/cmdline").map {
                String(decoding: $0.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            }
            found.append("\(entry) \(command ?? "")")
        }
        return found
    }

    private static func fromPS(_ variable: String) -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/ps")
        process.arguments = ["-A", "-wwE", "-o", "pid=,command="]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return [] }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n")
            .filter { $0.contains(" \(variable)") }.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
