import Foundation
import KataCommand
import KataCore
import KataProof

/// The maintainers' check: everything CI proves about the katas, their solutions, the registry and the docs.
package struct Check {
    package let root: URL
    /// How many times each tree's specs run.
    package let runs: Int
    package let console: Console
    /// What the programs it starts are given (``Settings``).
    package let settings: Settings
    /// The process's one stamper (``Stamps``).
    package let stamps: Stamps

    /// Runs every step and prints the closing lines; returns 0 when nothing was missed, 1 otherwise.
    package func run() -> Int32 {
        let ledger = Ledger(console: console)
        let katas: [Kata]
        do {
            katas = try Kata.all(in: root)
        } catch {
            ledger.miss("\(error)")
            return close(
                ledger, katas: [], closing: ["mistakes: none judged", Reformatted.closing(green: 0, of: 0)],
                solutions: nil)
        }

        let (solutionRuns, kataRuns) = checkTrees(katas, only: nil, ledger: ledger)

        let swiftTestRuns = checkSwiftTestRuns(katas, ledger: ledger)
        ledger.step("Faults: each fault a learner may meet costs nothing, leaves nothing, and is named")
        let faults = Faults(root: root, settings: settings).run(ledger: ledger)
        checkRegistry(katas, runs: kataRuns, ledger: ledger)
        checkPackages(katas, only: nil, ledger: ledger)
        let mistakes = checkMistakes(katas, ledger: ledger)
        let reformatted = checkReformatted(katas, ledger: ledger)
        checkReadmes(katas, ledger: ledger)
        checkDocs(katas, only: nil, ledger: ledger)

        ledger.step("Format")
        lint(ledger)

        return close(
            ledger, katas: katas, closing: [mistakes, reformatted, swiftTestRuns, faults], solutions: solutionRuns.first
        )
    }

    package func build(_ tree: Tree, ledger: Ledger) -> Bool {
        do {
            let (status, log) = try tree.build()
            let problems = BuildLog(log).problems
            guard status != 0 || !problems.isEmpty else {
                ledger.pass("\(tree.name): builds with zero warnings")
                return true
            }
            for problem in problems.prefix(20) { ledger.note("  " + problem) }
            ledger.miss("\(tree.name): the build has errors or warnings (above)")
        } catch {
            ledger.miss("\(tree.name): swift build cannot be started: \(error)")
        }
        return false
    }

    package func checkSolutions(_ tree: Tree, katas: [Kata], ledger: Ledger) -> [TreeRun] {
        var runs: [TreeRun] = []
        for number in 1...self.runs {
            guard let run = try? tree.run(terminal: number == 1) else {
                ledger.miss("solutions: swift test cannot be started")
                return runs
            }
            runs.append(run)
            if run.specs.isEmpty {
                ledger.note(run.tail)
                ledger.miss("solutions: no spec ran in run \(number) (log above)")
            } else if !run.failing.isEmpty {
                for spec in run.failing { ledger.note("  failing: \(spec)") }
                ledger.miss("solutions: specs fail in run \(number)")
            } else if run.status != 0 {
                ledger.note(run.tail)
                ledger.miss("solutions: swift test exited with status \(run.status) in run \(number) (an XCTest case?)")
            }
        }
        for kata in katas where runs.first?.results(ofKata: kata.number).isEmpty ?? true {
            ledger.miss("solutions/\(kata.folder): no spec ran")
        }
        for probe in tree.probes(of: katas) where !probe.passed {
            ledger.miss(
                "solutions: Kata\(probe.kata) \(probe.id) does not hold: \(probe.failures.joined(separator: " "))")
        }
        if ledger.stepIsClean, let first = runs.first {
            ledger.pass(
                "solutions: \(first.specs.count) specs pass in each of \(self.runs) runs (XCTest too); every probe holds"
            )
        }
        return runs
    }

    /// How the results `seen` of a starting kata depart from its kata.json: a red line that passed, a safety net
    /// that failed, a line kata.json does not name; empty when it starts as declared.
    package static func departures(_ seen: [SpecResult], from kata: Kata) -> [String] {
        // The proof of the learner's test is no spec: watch mode adds it, and it waits for every other line. The spec
        // that reads the command's kept judgement is the plain path's alone, which its own step proves.
        let expectedFailing = Set(kata.facts.red).subtracting([ProofLine.id, KeptJudgement.spec])
        let expectedPassing = Set(kata.facts.safetyNets)
        let failing = Set(seen.filter { !$0.passed }.map(\.id)).subtracting([KeptJudgement.spec])
        let passing = Set(seen.filter(\.passed).map(\.id)).subtracting([KeptJudgement.spec])
        let lines =
            expectedFailing.subtracting(failing).map { "red in kata.json, but did not fail: \($0)" }
            + expectedPassing.subtracting(passing).map { "a safety net in kata.json, but did not pass: \($0)" }
            + failing.subtracting(expectedFailing).map { "failed, but is not red in kata.json: \($0)" }
            + passing.subtracting(expectedPassing).map { "passed, but is no safety net in kata.json: \($0)" }
        return lines.sorted()
    }

    package func checkKatas(_ tree: Tree, katas: [Kata], ledger: Ledger) -> [TreeRun] {
        var runs: [TreeRun] = []
        for _ in 1...self.runs {
            guard let run = try? tree.run(terminal: false) else {
                ledger.miss("katas: swift test cannot be started")
                return runs
            }
            runs.append(run)
        }
        let probes = tree.probes(of: katas)
        for kata in katas {
            let missesBefore = ledger.misses
            let expectedFailing = Set(kata.facts.red).subtracting([ProofLine.id])
            let expectedPassing = Set(kata.facts.safetyNets)
            for (number, run) in runs.enumerated() {
                let seen = run.results(ofKata: kata.number) + probes.filter { $0.kata == kata.number }
                let lines = Self.departures(seen, from: kata)
                guard !lines.isEmpty else { continue }
                for line in lines { ledger.note("  katas/\(kata.folder), run \(number + 1): \(line)") }
                if seen.isEmpty { ledger.note(run.tail) }
                ledger.miss("katas/\(kata.folder): does not start as its kata.json says (above)")
                break
            }
            if ledger.misses == missesBefore {
                ledger.pass(
                    "katas/\(kata.folder): \(expectedFailing.count) red, "
                        + "\(counted(expectedPassing.count, "safety net")), as kata.json says"
                )
            }
        }
        return runs
    }

    private func lint(_ ledger: Ledger) {
        let format = try? Subprocess.run(
            [
                "swift", "format", "lint", "--strict", "--recursive", "Package.swift", "Sources", "Tests", "katas",
                "solutions",
            ], in: root, settings: settings)
        if format?.status == 0 && format?.errorOutput.isEmpty == true {
            ledger.pass("swift format lint: clean")
        } else {
            for line in (format?.errorOutput ?? "").split(separator: "\n").prefix(20) { ledger.note("  " + line) }
            ledger.miss(
                "swift format lint found problems (fix most with: swift format --in-place --recursive Package.swift "
                    + "Sources Tests katas solutions)")
        }
        guard (try? Subprocess.run(["which", "actionlint"], in: root, settings: settings))?.status == 0 else {
            ledger.note("actionlint: skipped, it is not on PATH")
            return
        }
        let actionlint = try? Subprocess.run(["actionlint"], in: root, settings: settings)
        if actionlint?.status == 0 {
            ledger.pass("actionlint: .github/workflows is clean")
        } else {
            ledger.note(actionlint?.output ?? "")
            ledger.miss("actionlint found problems in .github/workflows (above)")
        }
    }

    /// The contents of every Swift file under `path`, relative to the root.
    package func swiftSources(in path: String) -> [String] {
        let folder = root.appendingPathComponent(path)
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().compactMap {
            try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
    }

    /// Prints the closing lines of `command` (`check`, or `kata` for one); returns 0 when nothing was missed, 1 otherwise.
    package func close(
        _ ledger: Ledger, katas: [Kata], closing: [String], solutions: TreeRun?, command: String = "check"
    ) -> Int32 {
        ledger.note("")
        closing.forEach(ledger.note)
        if let solutions {
            let failed = solutions.specs.filter { !$0.result.passed }.count
            ledger.note("solutions: \(solutions.specs.count - failed) passed, \(failed) failed")
        }
        guard ledger.misses == 0 else {
            ledger.note("\(command): FAILED with \(ledger.misses) misses (each is marked ✘ above)")
            return 1
        }
        ledger.note(
            "\(command): passed (\(counted(katas.count, "kata")); each tree's specs ran \(runs == 1 ? "once" : "\(runs) times"))"
        )
        return 0
    }
}

/// `1 step`, `2 steps`: a count and its noun.
package func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
