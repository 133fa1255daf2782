import Foundation

/// Runs a program found on `PATH` to its end.
enum Subprocess {
    struct Result {
        let status: Int32
        let output: String
        let errorOutput: String
    }

    /// Runs `arguments` in `directory` and returns what it printed.
    /// - Parameters:
    ///   - environment: Variables set for the program on top of this process's own.
    ///   - onOutputLine: Called with each line of standard output as it arrives.
    static func run(
        _ arguments: [String],
        in directory: URL,
        environment: [String: String] = [:],
        onOutputLine: (String) -> Void = { _ in }
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        // Standard error goes to a file, so a program that writes much of it never blocks on a full pipe.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("kata-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()

        var data = Data()
        var pending = Data()
        while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty {
            data.append(chunk)
            pending.append(chunk)
            while let newline = pending.firstIndex(of: 10) {
                onOutputLine(String(decoding: pending[..<newline], as: UTF8.self))
                pending.removeSubrange(...newline)
            }
        }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: data, as: UTF8.self),
            errorOutput: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        )
    }
}
