import Foundation
import KataCore

/// The `kata` command: chores around the katas, so a learner never needs a git incantation.
package enum KataTool {
    package static var commands: [any Command.Type] {
        [
            WatchCommand.self, ListCommand.self, StatusCommand.self, HintCommand.self, DiffCommand.self,
            ResetCommand.self,
            SolutionsBranchCommand.self,
        ]
    }

    /// Runs the command `arguments` names (watch mode when none), from `directory`, and returns its exit status.
    /// - Parameters:
    ///   - settings: The environment the command was started with: `KATA_SOLUTIONS`, and `KATA_TIMEOUT` for the time
    ///     limit, among what it reads.
    ///   - runSpecs: What builds and runs the specs; nil for SwiftPM and Swift Testing
    ///     (``swiftTestingRunner(limit:settings:)``).
    ///   - prove: What proves the learner's test; nil for the program `kata-proof` (``ProofProgram``).
    ///   - interactive: Whether standard input and output are a terminal, so watch mode can wait for keys.
    package static func main(
        _ arguments: [String],
        in directory: URL,
        console: Console,
        settings: Settings,
        runSpecs: SpecRunner? = nil,
        prove: Prover? = nil,
        interactive: Bool = false
    ) -> Int32 {
        do {
            // Nothing, or a kata's number alone (`4`, `Kata4`), is watch mode.
            let watch = arguments.first.map(isKataNumber) ?? true
            let arguments = watch ? [WatchCommand.name] + arguments : arguments
            let name = arguments[0]
            if ["help", "-h", "--help"].contains(name) {
                return try help(Array(arguments.dropFirst()), console: console)
            }
            guard let command = commands.first(where: { $0.name == name }) else {
                throw KataError("there is no command '\(name)'; run 'swift run kata help' to see the commands")
            }
            let rest = Array(arguments.dropFirst())
            if rest.contains("-h") || rest.contains("--help") {
                console.write(command.helpPage)
                return 0
            }
            if let option = rest.first(where: { $0.hasPrefix("-") }) {
                throw KataError("\(name) has no option '\(option)'; run 'swift run kata help \(name)' to see its usage")
            }
            // A command that runs specs checks its time limit first, before any build.
            let limit = command.runsSpecs ? try settings.timeLimit.get() : SpecTimeLimit.standard
            guard let root = repositoryRoot(from: directory) else {
                throw KataError(
                    "this is not the katas repository; cd into the folder that holds Package.swift and katas/")
            }
            let found = Kata.found(in: root)
            let context = Context(
                root: root,
                katas: found.katas,
                unreadable: found.unreadable,
                console: console,
                settings: settings,
                runSpecs: runSpecs ?? swiftTestingRunner(limit: limit, settings: settings),
                prove: prove ?? ProofProgram.prover(settings: settings, timeLimit: limit),
                timeLimit: limit,
                interactive: interactive
            )
            // A command about every kata goes on without those it cannot read, and says so; one about another kata
            // is not concerned.
            if rest.isEmpty {
                for kata in found.unreadable { console.writeError("kata: \(kata.message)\n") }
            }
            return try command.run(rest, context: context)
        } catch let error as KataError {
            console.writeError("kata: \(error.message)\n")
            return error.status
        } catch {
            console.writeError("kata: \(error)\n")
            return 1
        }
    }

    /// Makes Ctrl-C, SIGTERM and SIGHUP (a closed terminal) end `kata` with every program it started, and put
    /// the terminal back; Ctrl-Z put it back before `kata` stops, and `fg` take it again. For the `kata` executable,
    /// not for a process that only calls ``main(_:in:console:settings:runSpecs:prove:interactive:)``.
    package static func endCleanlyOnSignals() {
        Terminal.endOnSignals()
    }

    /// Whether `argument` names a kata by number: `4`, `Kata4` or `kata4`.
    private static func isKataNumber(_ argument: String) -> Bool {
        Int(argument.lowercased().hasPrefix("kata") ? String(argument.dropFirst(4)) : argument) != nil
    }

    private static func help(_ arguments: [String], console: Console) throws -> Int32 {
        if let name = arguments.first {
            guard arguments.count == 1, let command = commands.first(where: { $0.name == name }) else {
                throw KataError(
                    "there is no command '\(arguments.joined(separator: " "))'; run 'swift run kata help' to see the commands"
                )
            }
            console.write(command.helpPage)
            return 0
        }
        var page = """
            OVERVIEW: Chores around the singleton katas: list them, see where you stand, get a hint, compare, start over.

            USAGE: swift run kata [<command> [<arguments>]]    (no command: watch)

            COMMANDS:

            """
        for command in commands {
            let usage = "\(command.name) \(command.usage)".trimmingCharacters(in: .whitespaces)
            page += "  " + usage.padding(toLength: 20, withPad: " ", startingAt: 0) + command.abstract + "\n"
        }
        page += "  help [<command>]    Shows this help, or a command's.\n"
        page += "\nSee 'swift run kata help <command>' for a command's arguments.\n"
        console.write(page)
        return 0
    }

    /// The nearest folder at or above `directory` that holds `Package.swift` and `katas/`.
    package static func repositoryRoot(from directory: URL) -> URL? {
        var folder = directory.standardizedFileURL
        while true {
            let manager = FileManager.default
            if manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
                manager.fileExists(atPath: folder.appendingPathComponent("katas").path)
            {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
