import Foundation
import KataCommand
import KataCore

/// The check of one kata, a maintainer's loop: the steps of `check` that concern it, on a build of that kata alone.
package struct KataCheck {
    package let root: URL
    package let kata: Kata
    /// How many times each tree's specs run.
    package let runs: Int
    package let console: Console
    /// What the programs it starts are given (``Settings``).
    package let settings: Settings
    /// The process's one stamper (``Stamps``).
    package let stamps: Stamps

    /// Runs every step for the kata and prints the closing lines; returns 0 when nothing was missed, 1 otherwise.
    package func run() -> Int32 {
        let ledger = Ledger(console: console)
        let check = Check(root: root, runs: runs, console: console, settings: settings, stamps: stamps)
        let (solutionRuns, kataRuns) = check.checkTrees([kata], only: kata, ledger: ledger)
        let swiftTestRuns = check.checkSwiftTestRuns([kata], ledger: ledger)
        check.checkRegistry([kata], runs: kataRuns, ledger: ledger)
        check.checkPackages([kata], only: kata, ledger: ledger)
        let mistakes = check.checkMistakes([kata], ledger: ledger)
        let reformatted = check.checkReformatted([kata], ledger: ledger)
        check.checkReadmes([kata], ledger: ledger)
        check.checkDocs([kata], only: kata, ledger: ledger)
        return check.close(
            ledger, katas: [kata], closing: [mistakes, reformatted, swiftTestRuns], solutions: solutionRuns.first,
            command: "kata")
    }
}
