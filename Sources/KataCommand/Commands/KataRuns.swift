import Foundation
import KataCore

/// What builds and runs the katas, says where each stands, and proves the learner's test: the part of a command's
/// ``Context`` without its console, so that a run in the background can take it to a thread of its own.
///
/// Each report it ends with, green or not, is kept in the kata's folder for the files it judged (``KeptJudgement``),
/// for the plain path and the list; not with `KATA_SOLUTIONS=1`, which judges the solutions instead.
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
        let files = katas.map(judgedFiles)
        let missing = katas.map { $0.missingFiles(in: root) }
        let complete = zip(katas, missing).filter { $1.isEmpty }.map(\.0.folder)
        let results = complete.isEmpty ? [] : try runSpecs(root, complete, progress)
        let reports = zip(zip(katas, missing), files).map { pair, files in
            let (kata, missing) = pair
            guard missing.isEmpty else {
                return KataReport(
                    kata: kata, results: [], changedFiles: [], problem: .missingFiles(missing), judgedFiles: files)
            }
            var report = KataReport(
                kata: kata,
                results: results.filter { $0.kata == kata.number }
                    + (kata.facts.yourTest == nil ? [] : [ProofLine.pending(kata)]),
                changedFiles: settings.solutions ? [] : kata.changedFiles(in: root, settings: settings),
                judgedFiles: files
            )
            if settings.solutions { report.overlaid = kata.overlaidChanges(in: root, settings: settings) }
            return report
        }
        for report in reports where !report.awaitsProof { keep(report) }
        return reports
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
        keep(proved)
        return proved
    }

    /// Where one kata stands, with what kept its specs from running when something did.
    package func report(_ kata: Kata, progress: (String) -> Void) -> KataReport {
        let files = judgedFiles(kata)
        var report: KataReport
        do {
            return try reports([kata], progress: progress)[0]
        } catch let failure as BuildFailure {
            report = KataReport(
                kata: kata, results: [], changedFiles: [], problem: .doesNotBuild(failure.message), judgedFiles: files)
            if settings.solutions { report.overlaid = kata.overlaidChanges(in: root, settings: settings) }
        } catch {
            let reason = (error as? KataError)?.message ?? "\(error)"
            report = KataReport(
                kata: kata, results: [], changedFiles: [], problem: .didNotRun(reason), judgedFiles: files)
        }
        keep(report)
        return report
    }

    /// The learner's Swift files of `kata` as they are now, to keep a judgement for; nil with `KATA_SOLUTIONS=1`.
    private func judgedFiles(_ kata: Kata) -> [String: Data]? {
        settings.solutions ? nil : try? kata.files(in: root, solutions: false)
    }

    /// Keeps `report`'s judgement in its kata's folder, while the kata's files are still those it judged: a save
    /// during the run leaves the judgement kept before it, whose files then no longer match.
    private func keep(_ report: KataReport) {
        guard let files = report.judgedFiles, judgedFiles(report.kata) == files else { return }
        try? report.judgement(of: files).keep(in: root.appendingPathComponent("katas/\(report.kata.folder)"))
    }
}

extension KataRuns {
    /// The judgement kept for `kata` while its files are still the ones it judged; nil when none is.
    package func standingJudgement(of kata: Kata) -> KeptJudgement? {
        guard let kept = KeptJudgement.kept(in: root.appendingPathComponent("katas/\(kata.folder)")),
            let now = try? kata.files(in: root, solutions: false), kept.stands(for: now)
        else { return nil }
        return kept
    }

    /// Where `kata` stands as its kept judgement says, for a list: `green, 15 of 15`, or that it is not judged as
    /// it is now.
    package func keptState(of kata: Kata) -> String {
        if let kept = standingJudgement(of: kata) { return kept.state }
        let folder = root.appendingPathComponent("katas/\(kata.folder)")
        return KeptJudgement.kept(in: folder) == nil ? "not judged yet" : "changed since it was judged"
    }
}
