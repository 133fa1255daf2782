import Foundation
import KataCommand

let console = Console(
    write: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) }
)
KataTool.endCleanlyOnSignals()
let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
exit(
    KataTool.main(
        Array(CommandLine.arguments.dropFirst()), in: directory, console: console,
        interactive: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1))
