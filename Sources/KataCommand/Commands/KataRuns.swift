import Foundation
import KataCore

/// What builds and runs the katas, says where each stands, and proves the learner's test: the part of a command's
/// ``Context`` without its console, so that a run in the background can take it to a thread of its own.
package struct KataRuns: Sendable {
    package let root: URL
    package let settings: Settings
    package let runSpecs: SpecRunner
    /// What proves the learner's test (``ProofProgram`` for the `kata` command).
    package let prove: Prover
    /// Seconds a run of specs, or of the learner's test in its proof, may take (`KATA_TIMEOUT`).
    package let timeLimit: Int

    /// Builds and runs `katas`, and says where each stands; throws ``BuildFailure`` when they do not build.
    ///
    /// A kata that lacks a file it must keep is not built, since the compiler would only say what the file declared
    /// cannot be found: its report names the file.
    package func reports(_ katas: [Kata], progress: (String) -> Void) throws -> [KataReport] {
        let missing = katas.map { $0.missingFiles(in: root) }
        let complete = zip(katas, missing).filter { $1.isEmpty }.map(\.0.folder)
        let results = complete.isEmpty ? [] : try runSpecs(root, complete, progress)
        return zip(katas, missing).map { kata, missing in
            guard missing.isEmpty else {
                return KataReport(kata: kata, results: [], changedFiles: [], problem: .missingFiles(missing))
            }
            var report = KataReport(
                kata: kata,
                results: results.filter { $0.kata == kata.number }
                    + (kata.facts.yourTest == nil ? [] : [ProofLine.pending(kata)]),
                changedFiles: settings.solutions ? [] : kata.changedFiles(in: root, settings: settings)
            )
            if settings.solutions { report.overlaid = kata.overlaidChanges(in: root, settings: settings) }
            return report
        }
    }

    /// The proof's line for the learner's own test in `kata`, from its verdict.
    package func proof(of kata: Kata, progress: (String) -> Void) -> SpecResult {
        ProofLine.result(prove(kata, root, progress), of: kata)
    }

    /// `report` with the learner's test proven, when that is all it waits for; as it is otherwise.
    package func proved(_ report: KataReport, progress: (String) -> Void) -> KataReport {
        guard report.awaitsProof else { return report }
        let result = proof(of: report.kata, progress: progress)
        var proved = report
        proved.results = report.results.map { $0.kind == .yourTest ? result : $0 }
        return proved
    }

    /// Where one kata stands, with what kept its specs from running when something did.
    package func report(_ kata: Kata, progress: (String) -> Void) -> KataReport {
        do {
            return try reports([kata], progress: progress)[0]
        } catch let failure as BuildFailure {
            var report = KataReport(kata: kata, results: [], changedFiles: [], problem: .doesNotBuild(failure.message))
            if settings.solutions { report.overlaid = kata.overlaidChanges(in: root, settings: settings) }
            return report
        } catch {
            let reason = (error as? KataError)?.message ?? "\(error)"
            return KataReport(kata: kata, results: [], changedFiles: [], problem: .didNotRun(reason))
        }
    }
}
