import Foundation

@testable import KataCommand
@testable import KataCore
@testable import KataProof

/// A small katas repository in a folder of its own, for running `kata` against; the folder goes with the fixture.
final class Fixture {
    let root: URL
    private let folder: URL

    /// What a run of `kata` printed, and its exit status.
    struct Run: Equatable {
        var status: Int32
        var output = ""
        var errors = ""
    }

    /// Makes two katas, Kata1-Alpha and Kata2-Beta, each with a solution; with `git`, a clone of a repository holding them.
    init(git: Bool = false) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-fixture-\(UUID().uuidString)")
        let origin = folder.appendingPathComponent("origin")
        root = git ? folder.appendingPathComponent("clone") : origin
        try write("// swift-tools-version: 6.1\n", to: "Package.swift", in: origin)
        for (number, name) in [(1, "Alpha"), (2, "Beta")] {
            let kata = "Kata\(number)-\(name)"
            try write(Self.readme(number: number, name: name), to: "katas/\(kata)/README.md", in: origin)
            try write(
                "let \(name.lowercased()) = \(name)Singleton.shared\n", to: "katas/\(kata)/Sources/\(name).swift",
                in: origin)
            try write(Self.hints(name: name), to: "katas/\(kata)/HINTS.md", in: origin)
            try write(Self.spec, to: "katas/\(kata)/Tests/Spec.swift", in: origin)
            try write(try Self.facts(name: name), to: "katas/\(kata)/kata.json", in: origin)
            try write("Solved.\n", to: "solutions/\(kata)/README.md", in: origin)
            try write(
                "let \(name.lowercased()) = \(name)(injected)\n", to: "solutions/\(kata)/Sources/\(name).swift",
                in: origin)
        }
        if git {
            try Self.git(["init", "--quiet", "--initial-branch=main"], in: origin)
            try Self.git(["add", "--all"], in: origin)
            try Self.git(["commit", "--quiet", "-m", "Katas"], in: origin)
            try Self.git(["clone", "--quiet", origin.path, root.path], in: folder)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs `kata arguments…` in the fixture's root, with `runSpecs` standing in for SwiftPM and Swift Testing.
    func kata(_ arguments: String..., runSpecs: @escaping SpecRunner = { _, _, _ in [] }) -> Run {
        kata(arguments, runSpecs: runSpecs)
    }

    /// Runs `kata arguments…` as above, with `environment` as the variables it is given.
    func kata(
        _ arguments: [String], environment: [String: String] = [:], runSpecs: @escaping SpecRunner = { _, _, _ in [] }
    ) -> Run {
        var run = Run(status: 0)
        let console = Console(write: { run.output += $0 }, writeError: { run.errors += $0 })
        let settings = Settings.given(environment)
        run.status = KataTool.main(
            arguments, in: root, console: console, settings: settings, runSpecs: runSpecs,
            prove: ProofCommand.inProcess(settings: settings, stamps: Stamps(), timeLimit: SpecTimeLimit.standard))
        return run
    }

    /// A runner that reports `results` for the katas it is asked to run.
    static func runner(_ results: [SpecResult]) -> SpecRunner {
        { _, folders, _ in
            results.filter { result in folders.contains { $0.hasPrefix("Kata\(result.kata)-") } }
        }
    }

    /// Runs git in the fixture's root and returns what it printed.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        try Self.git(arguments, in: root)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func write(_ text: String, to path: String) throws {
        try write(text, to: path, in: root)
    }

    private func write(_ text: String, to path: String, in folder: URL) throws {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    @discardableResult
    private static func git(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Fixture", "-c", "user.email=fixture@localhost"] + arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    private static func readme(number: Int, name: String) -> String {
        """
        # Kata \(number): \(name)Singleton → \(name.lowercased()) injection

        ## Story

        The `\(name)Singleton` is everywhere. Nobody may change it.

        ## Goal

        Make `\(name)` testable
        with a stand-in.

        ## Constraints

        - Edit `Sources/\(name).swift` only.
        - Leave these as they are: `Tests/Spec.swift`
          and the stubs.

        ## Stretch

        More \(name).

        """
    }

    /// The one protected file of each kata.
    static let spec = "let spec = true\n"

    private static func facts(name: String) throws -> String {
        let facts = KataFacts(
            singleton: "\(name)Singleton", technique: "\(name.lowercased()) injection", article: "On \(name)",
            edit: ["Sources/\(name).swift"],
            leaveAlone: ["Tests/Spec.swift": KataFacts.fingerprint(of: Data(spec.utf8))],
            steps: [.init(id: "inject", turnsGreen: ["Spec/works()"])], safetyNets: [])
        return String(decoding: try JSONEncoder().encode(facts), as: UTF8.self)
    }

    private static func hints(name: String) -> String {
        """
        # Hints

        ## Hint 1: a nudge

        Look at \(name).

        ## Hint 2: a bigger hint

        Inject \(name).

        """
    }
}

extension Settings {
    /// The settings of a `kata` given `variables` alone of those it reads: what it starts inherits the rest of this
    /// process's environment, without its `KATA_` variables.
    static func given(_ variables: [String: String]) -> Settings {
        Settings(ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("KATA_") }.merging(variables) { $1 })
    }
}
