import KataCommand
import KataProof

KataProcess.run { start in
    ProofCommand.main(
        start.arguments, in: start.directory, settings: start.settings, stamps: start.stamps,
        write: start.console.write, writeError: start.console.writeError)
}
