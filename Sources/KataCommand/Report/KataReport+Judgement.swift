import Foundation
import KataCore

extension KataReport {
    /// The report of a run of `kata` that came to `results`, every file it must keep as it was: for a judgement kept
    /// elsewhere than in a command, such as the check's scratch packages.
    package init(kata: Kata, results: [SpecResult]) {
        self.init(kata: kata, results: results, changedFiles: [])
    }

    /// The judgement the `kata` command keeps of this report for `files`, the kata's files as it judged them.
    package func judgement(of files: [String: Data]) -> KeptJudgement {
        KeptJudgement(done: isGreen, line: isGreen ? "" : whatIsLeft, state: listState, files: files)
    }

    /// The kata's state as a list shows it: `green, 15 of 15`, `red, 7 of 15`, or why nothing ran.
    package var listState: String {
        problem == nil ? "\(state), \(passing) of \(results.count)" : state
    }

    /// What keeps the kata from being done, in one line: `Kata 1 is not done: step 2 of 5 [use-kept] is still red`.
    package var whatIsLeft: String {
        let kata = "Kata \(kata.number)"
        switch problem {
        case .doesNotBuild: return "\(kata) does not build"
        case .didNotRun: return "\(kata)'s specs did not run to the end"
        case .missingFiles(let files): return "\(kata) is not done: \(files.joined(separator: ", ")) must be kept"
        case nil: break
        }
        if results.isEmpty { return "\(kata) ran no spec" }
        if !changedFiles.isEmpty {
            return "\(kata) is not counted: \(changedFiles.joined(separator: ", ")) changed, but must stay as it is"
        }
        let step = steps.map { "\($0) is still red, " } ?? ""
        return "\(kata) is not done: \(step)\(passing) of \(results.count) passing"
    }
}
