import Foundation
import KataCommand
import KataCore

/// The steps of the check that `check` runs on every kata and `kata` on one.
extension Check {
    /// Builds the katas and the solutions (only `only`'s, when it is set), runs their specs and probes, and checks
    /// that the solutions pass and each kata starts red as its kata.json says; returns each tree's runs.
    package func checkTrees(_ katas: [Kata], only: Kata?, ledger: Ledger) -> (solutions: [TreeRun], katas: [TreeRun]) {
        ledger.step("Build")
        let katasTree = Tree(root: root, settings: settings, solutions: false, only: only?.module)
        let solutionsTree = Tree(root: root, settings: settings, solutions: true, only: only?.module)
        let katasBuilt = build(katasTree, ledger: ledger)
        let solutionsBuilt = build(solutionsTree, ledger: ledger)

        ledger.step("Solutions: every spec passes, \(counted(runs, "run")) in parallel, and every probe holds")
        let solutionRuns = solutionsBuilt ? checkSolutions(solutionsTree, katas: katas, ledger: ledger) : []

        ledger.step(
            "Katas: each fails exactly its registry's red set and passes its safety nets, \(counted(runs, "run"))")
        let kataRuns = katasBuilt ? checkKatas(katasTree, katas: katas, ledger: ledger) : []
        return (solutionRuns, kataRuns)
    }

    /// Checks that each kata's `kata.json`, files and README agree; `runs` are the katas tree's runs, if it ran.
    package func checkRegistry(_ katas: [Kata], runs: [TreeRun], ledger: Ledger) {
        ledger.step("Registry: kata.json, the kata's files and its README agree")
        for kata in katas {
            let ran = runs.first.map { run in run.results(ofKata: kata.number).map(\.id) }
            let folder = root.appendingPathComponent("katas/\(kata.folder)")
            let misses = RegistryRules(kata: kata, folder: folder).misses(ran: ran)
            misses.forEach(ledger.miss)
            if misses.isEmpty {
                ledger.pass(
                    "\(kata.module): \(counted(kata.facts.steps.count, "step")), \(kata.facts.red.count) red, "
                        + "\(counted(kata.facts.safetyNets.count, "safety net")), "
                        + "\(counted(kata.facts.leaveAlone.count, "file")) left alone")
            }
        }
        let repeated = RegistryRules.repeatedPatterns(katas)
        repeated.forEach(ledger.miss)
        if repeated.isEmpty { ledger.pass("rules: every shared rule written once, no kata's pattern repeated") }
    }

    /// Runs each kata the way the `kata` command runs it on macOS; returns the closing line.
    package func checkSwiftTestRuns(_ katas: [Kata], ledger: Ledger) -> String {
        ledger.step("macOS-style runs: each kata, run as the kata command runs it on macOS, fails exactly its red set")
        return SwiftTestRuns(root: root, settings: settings).run(katas, ledger: ledger)
    }

    /// Judges each kata's reference solution and alternatives in other layouts; returns the closing line.
    package func checkReformatted(_ katas: [Kata], ledger: Ledger) -> String {
        ledger.step("Reformatted: the reference solutions and alternatives stay green whatever their layout")
        return Reformatted(root: root, settings: settings, stamps: stamps).judge(katas, ledger: ledger)
    }

    /// Judges each kata's shipped mistakes and alternatives; returns the figures' lines.
    package func checkMistakes(_ katas: [Kata], ledger: Ledger) -> String {
        ledger.step("Mistakes and alternatives: each shipped learner solution is judged as it says")
        return MistakesJudge(root: root, settings: settings, stamps: stamps).judge(katas, ledger: ledger)
    }

    /// Checks each kata's README: two screens, hints apart, and no name the solution invents before the Stretch.
    package func checkReadmes(_ katas: [Kata], ledger: Ledger) {
        ledger.step("Kata READMEs: steps say what, hints stay apart, two screens")
        for kata in katas {
            let rules = ReadmeRules(
                kata: kata,
                startingSources: ["Sources", "Tests", "Probes"].flatMap {
                    swiftSources(in: "katas/\(kata.folder)/\($0)")
                },
                solutionSources: swiftSources(in: "solutions/\(kata.folder)/Sources")
                    + swiftSources(in: "solutions/\(kata.folder)/Tests"))
            let misses = rules.misses()
            misses.forEach(ledger.miss)
            if misses.isEmpty { ledger.pass("\(kata.module): its README keeps the rules") }
        }
    }

    /// Checks the Markdown: every document and every kata, or with `only` that kata's documents and its listings.
    package func checkDocs(_ katas: [Kata], only: Kata?, ledger: Ledger) {
        let rules = DocsRules(root: root)
        if let only {
            ledger.step("Docs: the kata's links resolve, the kata commands they show exist, and it is listed")
            rules.misses(of: only).forEach(ledger.miss)
            if ledger.stepIsClean {
                ledger.pass(
                    "docs: every relative link of katas/\(only.folder) and solutions/\(only.folder) resolves; "
                        + "every 'swift run kata' command there exists; \(only.module) listed")
            }
            return
        }
        ledger.step("Docs: links resolve, the kata commands they show exist, and every kata is listed")
        rules.misses(katas: katas).forEach(ledger.miss)
        if ledger.stepIsClean {
            ledger.pass("docs: every relative link resolves; every 'swift run kata' command exists; every kata listed")
        }
    }
}
