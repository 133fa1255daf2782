import Foundation
import KataCommand
import KataDev

let console = Console(
    write: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) }
)
KataTool.endCleanlyOnSignals()
let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
exit(DevTool.main(Array(CommandLine.arguments.dropFirst()), in: directory, console: console))
