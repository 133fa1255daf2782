import Foundation
import KataCore

/// The `kata` process itself: what it was started with (its arguments, its folder, its environment and whether it
/// has a terminal), read once here and handed to ``KataTool/main(_:in:console:settings:stamps:interactive:)``, and
/// the exit with its status. `main.swift` calls nothing else, so the program's own module imports nothing, not even
/// Foundation, which saves a load of it on a learner's first build.
package enum KataProcess {
    /// Runs the command the process was started for, and ends the process with its status.
    package static func run() -> Never {
        let console = Console(
            write: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) }
        )
        KataTool.endCleanlyOnSignals()
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        // The only reading of the environment: everything else is given these settings, and the one stamper.
        exit(
            KataTool.main(
                Array(CommandLine.arguments.dropFirst()), in: directory, console: console,
                settings: Settings(ProcessInfo.processInfo.environment), stamps: Stamps(),
                interactive: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1))
    }
}
