import Foundation

/// The proof's line in a kata's report, `your test`: red until every other line passes and the proof holds. What
/// proves the test is ``Prover``; this makes its line from the verdict.
package enum ProofLine {
    /// The id of the proof's result, as `kata.json` and patches name it.
    package static let id = "your test"

    /// The line while some other line of `kata` fails: not proven yet.
    package static func pending(_ kata: Kata) -> SpecResult { result(.pending, of: kata) }

    /// The line for `verdict` on the learner's test in `kata`, in the learner's words.
    package static func result(_ verdict: ProofVerdict, of kata: Kata) -> SpecResult {
        let wording = ProofWording(kata.facts.yourTest)
        return SpecResult(
            kata: kata.number, id: id, name: wording.name(of: verdict), failures: wording.failures(of: verdict),
            kind: .yourTest, verdict: verdict)
    }
}

/// Proves the learner's own test in `kata`, in the repository at `root`, and gives the verdict; `progress` receives
/// lines worth showing meanwhile. The `kata` command asks a program of its own, `kata-proof`, built the first time
/// a test is proven (so a learner's first red waits for none of it); `kata-dev` and the specs prove in their process.
package typealias Prover = @Sendable (_ kata: Kata, _ root: URL, _ progress: (String) -> Void) -> ProofVerdict
