import Foundation
import KataCore

/// `kata-proof KATA VERDICT SECONDS`, the `kata` command's prover: proves the learner's test in kata number KATA of
/// the repository it runs in (the test given SECONDS to run), writes each line of progress as it comes, and the
/// verdict, as JSON, to the file VERDICT.
package enum ProofCommand {
    /// Runs the command; its status: 0 when the verdict is written, whatever it says.
    package static func main(
        _ arguments: [String], in root: URL, settings: Settings, stamps: Stamps, write: (String) -> Void,
        writeError: (String) -> Void
    ) -> Int32 {
        guard arguments.count == 3, let number = Int(arguments[0]), let seconds = Int(arguments[2]) else {
            writeError("usage: kata-proof KATA VERDICT SECONDS\n")
            return 2
        }
        guard let kata = Kata.found(in: root).katas.first(where: { $0.number == number }) else {
            writeError("kata-proof: there is no kata \(number) in \(root.path)\n")
            return 1
        }
        let proof = TestProof(
            kata: kata, root: root, solutions: settings.solutions, timeLimit: seconds, settings: settings,
            stamps: stamps)
        let verdict = proof.verdict { write($0 + "\n") }
        do {
            try JSONEncoder().encode(verdict).write(to: URL(fileURLWithPath: arguments[1]))
            return 0
        } catch {
            writeError("kata-proof: the verdict cannot be written to \(arguments[1]): \(error)\n")
            return 1
        }
    }

    /// The prover of a process that proves in itself, as `kata-dev` and the tool's specs do.
    package static func inProcess(settings: Settings, stamps: Stamps, timeLimit: Int) -> Prover {
        { kata, root, progress in
            TestProof(
                kata: kata, root: root, solutions: settings.solutions, timeLimit: timeLimit, settings: settings,
                stamps: stamps
            )
            .verdict(progress: progress)
        }
    }
}
