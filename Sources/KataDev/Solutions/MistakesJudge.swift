import Foundation
import KataCommand
import KataCore
import KataProof

/// Applies each shipped mistake and alternative to a scratch copy of its kata, solved, and runs it as watch mode does.
package struct MistakesJudge {
    package let root: URL
    /// What the programs it starts are given (``Settings``).
    package let settings: Settings
    /// Gives every file the judge writes a modification time of its own: the process's one stamper.
    package let stamps: Stamps

    /// How many scratch packages judge side by side: most of a patch's time is spent waiting on SwiftPM.
    package static let workers = 2

    /// How many mistakes and alternatives each kata ships at least.
    package static let leastMistakes = 10
    package static let leastAlternatives = 3
    /// How many hollow tests (mistakes in the learner's own test alone) each kata with one ships at least.
    package static let leastHollowTests = 2
    /// How many changes that compile the proof of the reference solution's test makes at least.
    package static let leastChanges = 6

    /// The scratch package of worker `worker`: `Package.swift` and its katas, each with its solution laid over it.
    package func package(_ worker: Int) -> URL {
        root.appendingPathComponent(".build/check/mistakes/package-\(worker + 1)")
    }

    /// What one kata's patches came to: the lines to print, and the counts.
    package struct Outcome: Sendable {
        package var lines: [(miss: Bool, text: String)] = []
        package var mistakes = 0
        package var rejected = 0
        package var alternatives = 0
        package var accepted = 0
        /// Learner's tests that should be proven (the reference solution's and each alternative's), and how many were.
        package var tests = 0
        package var proven = 0
        /// Mistakes in the learner's own test alone, and how many were rejected.
        package var hollow = 0
        package var hollowRejected = 0
        /// The changes that compile in the proof of the reference solution's test.
        package var changes: Int?
        /// The behaviours the step [your-test] names, and how many the reference solution's test pins.
        package var behaviours = 0
        package var pinned = 0
        /// Mistakes that only a rule, a probe or the proof rejects, and how many the plain path shows red once judged.
        package var plain = 0
        package var plainRed = 0
    }

    /// Judges every patch of `katas`; returns `mistakes: N of N rejected; alternatives: M of M accepted`.
    package func judge(_ katas: [Kata], ledger: Ledger) -> String {
        let outcomes = inWorkers(katas, empty: Outcome()) { kata, worker in judge(kata, in: package(worker)) }
        var total = Outcome()
        for (kata, outcome) in zip(katas, outcomes) {
            for line in outcome.lines {
                if line.miss { ledger.miss(line.text) } else { ledger.pass(line.text) }
            }
            if !outcome.lines.contains(where: \.miss) {
                ledger.pass(
                    "\(kata.module): \(outcome.mistakes) mistakes rejected, \(outcome.alternatives) alternatives accepted"
                        + (outcome.changes.map { ", the reference test catches \($0) changes" } ?? ""))
            }
            total.mistakes += outcome.mistakes
            total.rejected += outcome.rejected
            total.alternatives += outcome.alternatives
            total.accepted += outcome.accepted
            total.tests += outcome.tests
            total.proven += outcome.proven
            total.hollow += outcome.hollow
            total.hollowRejected += outcome.hollowRejected
            total.behaviours += outcome.behaviours
            total.pinned += outcome.pinned
            total.plain += outcome.plain
            total.plainRed += outcome.plainRed
        }
        return "mistakes: \(total.rejected) of \(total.mistakes) rejected; "
            + "alternatives: \(total.accepted) of \(total.alternatives) accepted\n"
            + "your tests: \(total.proven) of \(total.tests) proven\n"
            + "behaviours: \(total.pinned) of \(total.behaviours) pinned by the reference tests; "
            + "hollow tests: \(total.hollowRejected) of \(total.hollow) rejected\n"
            + "plain path: \(total.plainRed) of \(total.plain) mistakes that only a rule, a probe or the proof rejects "
            + "red there once judged"
    }

    /// What `work` makes of each of `katas`, in order, done by the workers side by side, each in its own scratch
    /// package. Each worker takes whole katas, the ones with the most patches first, so each kata is built by one
    /// worker, and by the same one in every step that calls this with the same katas.
    package func inWorkers<Value: Sendable>(
        _ katas: [Kata], empty: Value, _ work: @Sendable (Kata, _ worker: Int) -> Value
    ) -> [Value] {
        var queues = Array(repeating: [Int](), count: Self.workers)
        var load = Array(repeating: 0, count: Self.workers)
        for index in katas.indices.sorted(by: { patches(of: katas[$0]).count > patches(of: katas[$1]).count }) {
            let worker = load.firstIndex(of: load.min()!)!
            queues[worker].append(index)
            load[worker] += patches(of: katas[index]).count
        }
        let outcomes = Slots(count: katas.count, empty: empty)
        let assigned = queues
        DispatchQueue.concurrentPerform(iterations: Self.workers) { worker in
            for index in assigned[worker] {
                outcomes[index] = work(katas[index], worker)
            }
        }
        return outcomes.all
    }

    /// Judges every patch of `kata` in the scratch package `package`.
    private func judge(_ kata: Kata, in package: URL) -> Outcome {
        var outcome = Outcome()
        do {
            try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
            try sync(manifest(), into: package)
        } catch {
            outcome.lines.append((true, "mistakes: the scratch package cannot be made: \(error)"))
            return outcome
        }
        // The behaviours some hollow test leaves out.
        var leftOut: Set<String> = []
        for file in patches(of: kata) {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            let folder = file.deletingLastPathComponent().lastPathComponent
            let patch = Patch(name: "\(kata.module)/\(folder)/\(file.lastPathComponent)", text: text)
            leftOut.formUnion(patch.leavesOut)
            let hollow = patch.isMistake == true && patch.files == kata.facts.yourTest.map { [$0.file] }
            if patch.isMistake == true { outcome.mistakes += 1 } else { outcome.alternatives += 1 }
            if hollow { outcome.hollow += 1 }
            if patch.isMistake == false && kata.facts.yourTest != nil { outcome.tests += 1 }
            let (problems, plain) = judge(patch, file: file, kata: kata, in: package)
            if let plain {
                outcome.plain += 1
                if plain.isEmpty { outcome.plainRed += 1 }
            }
            if problems.isEmpty {
                if patch.isMistake == true { outcome.rejected += 1 } else { outcome.accepted += 1 }
                if hollow { outcome.hollowRejected += 1 }
                if patch.isMistake == false && kata.facts.yourTest != nil { outcome.proven += 1 }
            } else {
                let verdict = patch.isMistake == true ? "not rejected as declared" : "rejected"
                let said = problems.map { $0.count > 300 ? $0.prefix(300) + "…" : $0 }.joined(separator: "; ")
                outcome.lines.append((true, "\(patch.name) (\(patch.summary)): \(verdict): \(said)"))
            }
        }
        _ = try? sync(solved(kata), into: package.appendingPathComponent("katas/\(kata.folder)"))
        if kata.facts.yourTest != nil {
            // The reference solution's own test, proven in the same scratch package as the patches.
            outcome.tests += 1
            let results =
                (try? swiftTestingRunner(limit: SpecTimeLimit.standard, settings: settings)(package, [kata.folder]) {
                    _ in
                }) ?? []
            let proof = proved(results.filter { $0.kata == kata.number }, kata: kata, in: package)
            if let failing = proof.first(where: { !$0.passed }) {
                outcome.lines.append(
                    (true, "\(kata.module): the reference solution is not green: \(failing.id): \(failing.failures)"))
            } else {
                outcome.proven += 1
                let plain = PlainPath(settings: settings).solution(kata, results: proof, in: package)
                outcome.lines += plain.map { (true, $0) }
                if plain.isEmpty {
                    outcome.lines.append(
                        (false, "\(kata.module): on the plain path, red until judged, then green (reference solution)"))
                }
            }
            let behaviours = kata.facts.yourTest?.behaviours ?? []
            outcome.behaviours = behaviours.count
            let verdict = proof.first { $0.kind == .yourTest }?.verdict
            outcome.pinned = verdict?.changes?.behaviours.pinned ?? 0
            if outcome.pinned < behaviours.count {
                outcome.lines.append(
                    (
                        true,
                        "\(kata.module): the reference test pins \(outcome.pinned) of the \(behaviours.count) behaviours kata.json names: \(proof.last?.name ?? "no proof")"
                    ))
            }
            for behaviour in behaviours where !leftOut.contains(behaviour.id) {
                outcome.lines.append(
                    (true, "\(kata.module): no hollow test leaves out \(behaviour.id) ('Leaves out: \(behaviour.id)')"))
            }
            let changes = verdict?.changes?.made ?? 0
            outcome.changes = changes
            if changes < Self.leastChanges {
                outcome.lines.append(
                    (
                        true,
                        "\(kata.module): the reference proof makes \(changes) changes that compile; at least \(Self.leastChanges) are expected"
                    ))
            }
            if outcome.hollow < Self.leastHollowTests {
                outcome.lines.append(
                    (
                        true,
                        "\(kata.module): ships \(outcome.hollow) hollow tests; at least \(Self.leastHollowTests) are expected"
                    ))
            }
        }
        if outcome.mistakes < Self.leastMistakes {
            outcome.lines.append(
                (
                    true,
                    "\(kata.module): ships \(outcome.mistakes) mistakes; at least \(Self.leastMistakes) are expected"
                ))
        }
        if outcome.alternatives < Self.leastAlternatives {
            outcome.lines.append(
                (
                    true,
                    "\(kata.module): ships \(outcome.alternatives) alternatives; at least \(Self.leastAlternatives) are expected"
                ))
        }
        return outcome
    }

    /// What keeps one patch from being judged as it says (empty when it is), and for a mistake that only a rule, a
    /// probe or the proof rejects, what keeps it from being red on the plain path once judged (``PlainPath``).
    private func judge(_ patch: Patch, file: URL, kata: Kata, in package: URL) -> ([String], plain: [String]?) {
        let folder = package.appendingPathComponent("katas/\(kata.folder)")
        if let left = patch.files.first(where: { kata.facts.leaveAlone[$0] != nil }) {
            return (["changes \(left), which kata.json says to leave as it is"], nil)
        }
        if let outside = patch.files.first(where: { $0.hasPrefix("/") || $0.split(separator: "/").contains("..") }) {
            return (["touches \(outside), outside the kata's folder"], nil)
        }
        do {
            try sync(solved(kata), into: folder)
            if let failure = try apply(file, changing: patch.files, to: kata, in: package) { return ([failure], nil) }
            let results = try verdict(kata, in: package)
            let problems = patch.problems(
                results: results, stepIDs: kata.facts.steps.map(\.id), behaviours: kata.facts.yourTest?.behaviours ?? []
            )
            guard patch.isMistake == true, problems.isEmpty else { return (problems, nil) }
            let plain = PlainPath(settings: settings).mistake(kata, results: results, in: package)
            return (problems + (plain ?? []), plain)
        } catch let failure as BuildFailure {
            return (["does not compile: \(failure.message)"], nil)
        } catch {
            return (["cannot be run: \(error)"], nil)
        }
    }

    /// Applies the patch `file`, which changes `files`, to kata `kata` in `package`; nil when it applies, or why not.
    package func apply(_ file: URL, changing files: [String], to kata: Kata, in package: URL) throws -> String? {
        let folder = package.appendingPathComponent("katas/\(kata.folder)")
        let before = files.map { path in
            (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path))?[
                .modificationDate] as? Date
        }
        // A ceiling keeps git from finding the repository around the scratch package, which would skip the paths.
        // A patch has no lines of context, so each hunk is placed by its line numbers.
        let apply = try Subprocess.run(
            ["git", "apply", "--unidiff-zero", "-p1", file.path], in: folder, settings: settings,
            environment: ["GIT_CEILING_DIRECTORIES": package.deletingLastPathComponent().path])
        guard apply.status == 0 else {
            return "does not apply: \(apply.errorOutput.split(separator: "\n").first ?? "")"
        }
        for (path, time) in zip(files, before) { stamps.stamp(folder.appendingPathComponent(path), after: time) }
        return nil
    }

    /// Kata `kata` in `package` run as watch mode runs it: its specs, probes and source rules, and the proof of the
    /// learner's test once every other line passes.
    /// - Throws: ``BuildFailure`` when it does not compile.
    package func verdict(_ kata: Kata, in package: URL) throws -> [SpecResult] {
        let results = try swiftTestingRunner(limit: SpecTimeLimit.standard, settings: settings)(package, [kata.folder])
        {
            _ in
        }
        return proved(results.filter { $0.kata == kata.number }, kata: kata, in: package)
    }

    /// `results` and the proof of the learner's test, as watch mode shows them: proven once every other line passes.
    private func proved(_ results: [SpecResult], kata: Kata, in package: URL) -> [SpecResult] {
        guard kata.facts.yourTest != nil else { return results }
        let proof = TestProof(kata: kata, root: package, solutions: false, settings: settings, stamps: stamps)
        return results + [results.allSatisfy(\.passed) && !results.isEmpty ? proof.prove { _ in } : proof.pending]
    }

    /// The patches in `solutions/KataN-Name/Mistakes/` and then `Alternatives/`, each sorted.
    package func patches(of kata: Kata) -> [URL] {
        ["Mistakes", "Alternatives"].flatMap { kind in
            let folder = root.appendingPathComponent("solutions/\(kata.folder)/\(kind)")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return files.filter { $0.hasSuffix(".patch") }.sorted().map { folder.appendingPathComponent($0) }
        }
    }

    /// The kata's Swift files with its solution laid over them, and its kata.json, relative to the kata's folder.
    package func solved(_ kata: Kata) throws -> [String: Data] {
        var files = try kata.files(in: root, solutions: true)
        let probes = root.appendingPathComponent("katas/\(kata.folder)/Probes")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: probes.path)) ?? []
        where name.hasSuffix(".swift") {
            files["Probes/\(name)"] = try Data(contentsOf: probes.appendingPathComponent(name))
        }
        // The kata's facts come along: its source rules judge the patched sources too.
        files["kata.json"] = try Data(contentsOf: root.appendingPathComponent("katas/\(kata.folder)/kata.json"))
        return files
    }

    /// The root's `Package.swift` and the module its katas' specs depend on, relative to the root: what a scratch
    /// package holds besides its katas.
    package func manifest() throws -> [String: Data] {
        try KeptVerdictModule.files(in: root).merging(
            ["Package.swift": Data(contentsOf: root.appendingPathComponent("Package.swift"))]
        ) { $1 }
    }

    /// Makes `folder`'s Swift files exactly `files`, writing only what differs, so SwiftPM rebuilds only that.
    package func sync(_ files: [String: Data], into folder: URL) throws {
        let manager = FileManager.default
        for part in ["Sources", "Tests", "Probes"] {
            for path in manager.swiftFiles(under: part, of: folder) where files[path] == nil {
                try manager.removeItem(at: folder.appendingPathComponent(path))
            }
        }
        for (path, data) in files {
            let file = folder.appendingPathComponent(path)
            guard manager.contents(atPath: file.path) != data else { continue }
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let before = (try? manager.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
            try data.write(to: file)
            stamps.stamp(file, after: before)
        }
    }
}
