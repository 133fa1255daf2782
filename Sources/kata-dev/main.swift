import Foundation
import KataCommand
import KataCore
import KataDev

let console = Console(
    write: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) }
)
KataTool.endCleanlyOnSignals()
let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
// The only reading of the environment: everything else is given these settings, and the one stamper.
exit(
    DevTool.main(
        Array(CommandLine.arguments.dropFirst()), in: directory, console: console,
        settings: Settings(ProcessInfo.processInfo.environment), stamps: Stamps()))
