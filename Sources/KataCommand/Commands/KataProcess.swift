import Foundation
import KataCore

/// A process of the tool itself, `kata` or `kata-dev`: what it was started with (its arguments, its folder, its
/// environment and whether it has a terminal), read once here and handed to the command, and the exit with its
/// status. `kata`'s `main.swift` calls nothing else, so the program's own module imports nothing, not even Foundation,
/// which saves a load of it on a learner's first build.
package enum KataProcess {
    /// What a command is started with.
    package struct Start {
        package let arguments: [String]
        package let directory: URL
        package let console: Console
        /// The only reading of the environment: everything else is given these settings.
        package let settings: Settings
        /// The process's one stamper.
        package let stamps: Stamps
        /// Whether standard input and output are a terminal.
        package let interactive: Bool
    }

    /// Runs the `kata` command the process was started for, and ends the process with its status.
    package static func run() -> Never {
        run { start in
            KataTool.main(
                start.arguments, in: start.directory, console: start.console, settings: start.settings,
                interactive: start.interactive)
        }
    }

    /// Runs `command` with what the process was started with, and ends the process with the status it returns.
    package static func run(_ command: (Start) -> Int32) -> Never {
        let console = Console(
            write: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) }
        )
        KataTool.endCleanlyOnSignals()
        let start = Start(
            arguments: Array(CommandLine.arguments.dropFirst()),
            directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), console: console,
            settings: Settings(ProcessInfo.processInfo.environment), stamps: Stamps(),
            interactive: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1)
        exit(command(start))
    }
}
