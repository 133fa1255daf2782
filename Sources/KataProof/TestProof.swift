import Foundation
import KataCore

/// Proves the learner's own test: in a copy of the kata without its specs, where each real singleton traps when it
/// is reached, the test passes on the learner's code and fails on each small change to the code it must pin.
///
/// Its result is `your test` (``ProofLine``), one more line of the kata.
package struct TestProof {
    package let kata: Kata
    /// The package whose `katas/` holds the kata.
    package let root: URL
    /// Whether the solution is laid over the kata (`KATA_SOLUTIONS=1`).
    package let solutions: Bool
    /// Seconds the learner's test may run before it is stopped (`KATA_TIMEOUT`); a change is given at most 10.
    package var timeLimit = SpecTimeLimit.standard
    /// What the builds and runs are given; the stamper of the proof's files.
    package let settings: Settings, stamps: Stamps

    package init(
        kata: Kata, root: URL, solutions: Bool, timeLimit: Int = SpecTimeLimit.standard, settings: Settings,
        stamps: Stamps
    ) {
        (self.kata, self.root, self.solutions, self.timeLimit) = (kata, root, solutions, timeLimit)
        (self.settings, self.stamps) = (settings, stamps)
    }

    /// The result while some other line of the kata fails: not proven yet.
    package var pending: SpecResult { ProofLine.pending(kata) }

    /// The proof's result, from the verdict kept for these very files when there is one.
    package func prove(progress: (String) -> Void) -> SpecResult {
        result(verdict(progress: progress))
    }

    /// The proof's verdict, the one kept for these very files when there is one.
    package func verdict(progress: (String) -> Void) -> ProofVerdict {
        guard let yourTest = kata.facts.yourTest else { return .nothingToProve }
        let package = SwiftTesting.scratch(root: root, solutions: solutions, settings: settings)
            .appendingPathComponent("proof")
        let folder = package.appendingPathComponent("katas/\(kata.folder)")
        let cache = VerdictCache(file: package.appendingPathComponent("\(kata.module).verdict"))
        do {
            let lock = try ProofLock(package) {
                progress("Proving your test: waiting for another kata command, which is proving it in this checkout…")
            }
            defer { withExtendedLifetime(lock) {} }
            var files = try ProofCopy(kata: kata, root: root, solutions: solutions).files(yourTest)
            files["Package.swift"] = try Data(contentsOf: root.appendingPathComponent("Package.swift"))
            let facts = try Data(contentsOf: root.appendingPathComponent("katas/\(kata.folder)/kata.json"))
            files["kata.json"] = facts  // Package.swift reads the kata's compiler flags there.
            let key = VerdictCache.key(facts: facts, files: files)
            if let kept = cache.verdict(for: key) { return kept }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try removeFormerNames(from: package.appendingPathComponent("katas"))
            try files["Package.swift"]!.write(to: package.appendingPathComponent("Package.swift"))
            try KeptVerdictModule.copy(from: root, to: package)
            files["Package.swift"] = nil
            let writer = ProofWriter(folder: folder, stamps: stamps)
            try writer.sync(files)
            let trials = ProofTrials(
                kata: kata, yourTest: yourTest, files: files, package: package, writer: writer, timeLimit: timeLimit,
                settings: settings)
            let verdict = try trials.verdict(progress: progress)
            cache.keep(verdict, for: key)
            return verdict
        } catch let failure as BuildFailure {
            return .doesNotBuild(failure.message)
        } catch let untrappable as ProofCopy.Untrappable {
            return .cannotTrap(untrappable.trap)
        } catch {
            return .couldNotRun((error as? KataError)?.message ?? "\(error)")
        }
    }

    /// Removes from the proof's `katas/` any copy of a kata of this number under another folder name, which a kata
    /// renamed since its last proof leaves there: both would make a module of one name.
    private func removeFormerNames(from katas: URL) throws {
        let manager = FileManager.default
        for folder in (try? manager.contentsOfDirectory(atPath: katas.path)) ?? []
        where folder != kata.folder && Kata.number(ofFolder: folder) == kata.number {
            try manager.removeItem(at: katas.appendingPathComponent(folder))
        }
    }

    /// The proof's line for `verdict`, in the learner's words.
    package func result(_ verdict: ProofVerdict) -> SpecResult { ProofLine.result(verdict, of: kata) }
}
