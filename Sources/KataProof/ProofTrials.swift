import Foundation
import KataCore

/// The trials of a proof, in its copy of a kata: the schema of every change built behind a switch, halved until it
/// builds; the learner's test run once on the learner's code, its crash read; then run on each change, and each
/// change the switch could not hold built on its own. What they come to is the proof's verdict.
struct ProofTrials {
    let kata: Kata
    let yourTest: KataFacts.YourTest
    /// The copy's files, relative to the kata's folder, as the copy holds them before any change.
    let files: [String: Data]
    /// The proof's package, holding the copy.
    let package: URL
    let writer: ProofWriter
    /// Seconds the learner's test may run before it is stopped; a change is given at most 10.
    let timeLimit: Int
    /// What the builds and runs are given.
    let settings: Settings

    /// The code whose changes the test must catch, in words, for the lines that say how far the proof is.
    private var subject: String { ProofWording(yourTest).subject }

    private var scratch: URL { package.appendingPathComponent(".build") }

    /// Runs the trials and gives their verdict.
    /// - Throws: ``BuildFailure`` when the learner's code does not build in the copy.
    func verdict(progress: (String) -> Void) throws -> ProofVerdict {
        let modules = [kata.module]
        let mutants = Mutant.all(for: kata.facts, in: files)
        let unchanged = Mutant.leftUnchanged(for: kata.facts, in: files)
        progress(ProofWording(yourTest).building(mutants.count))
        let schema = try buildSchema(mutants)
        let baseline = try SwiftTesting.run(
            package, scratch: scratch, modules: modules, overlaid: false, limit: timeLimit, settings: settings)
        let tests = baseline.0.results()
        if tests.isEmpty { return .noTest }
        if let trapped = crash(in: baseline.1) {
            // The tests that had started and not ended when the run stopped: one of them reached the singleton.
            return .trapped(crash: trapped.description, running: baseline.0.unfinished())
        }
        if let failing = tests.first(where: { !$0.passed }) {
            return .fails(test: failing.id, failures: failing.failures)
        }
        var built = 0
        var survivors: [Mutant] = []
        var tried: [Mutant] = []
        // A change the switch holds costs a run; any other, a build of its own and a run. A guess at a type
        // (``ChangeKind/isGuess``) that the switch left out failed, and is not built again.
        var separate: [Int] = []
        for (index, mutant) in mutants.enumerated() {
            progress("Proving your test: trying change \(index + 1) of \(mutants.count) to \(subject)…")
            guard schema.numbers.contains(index + 1) else {
                if !mutant.kind.isGuess { separate.append(index) }
                continue
            }
            built += 1
            tried.append(mutant)
            if try !catches(variables: ["KATA_MUTANT": "\(index + 1)"]) { survivors.append(mutant) }
        }
        if !separate.isEmpty {
            for file in schema.files.keys { try writer.write(files[file] ?? Data(), to: file) }
            try writer.remove(MutantSchema.switchFile.0)
        }
        for index in separate {
            let mutant = mutants[index]
            progress("Proving your test: building change \(index + 1) of \(mutants.count) to \(subject) on its own…")
            try writer.write(mutant.applied(to: files[mutant.file] ?? Data()), to: mutant.file)
            defer { try? writer.write(files[mutant.file] ?? Data(), to: mutant.file) }
            do {
                try SwiftTesting.build(package, scratch: scratch, modules: modules, overlaid: false, settings: settings)
                { _ in }
            } catch is BuildFailure {
                continue
            }
            built += 1
            tried.append(mutant)
            if try !catches(variables: [:]) { survivors.append(mutant) }
        }
        // Put the learner's code back, so the next proof starts from it.
        for place in yourTest.mutate { try writer.write(files[place.file] ?? Data(), to: place.file) }
        try writer.remove(MutantSchema.switchFile.0)
        guard built > 0 else { return .nothingToChange(leftUnchanged: unchanged) }
        // Every change behind the switch is counted: the ones tried, and the ones that did not compile.
        return .tried(
            ProofVerdict.Changes(
                made: built, notCompiled: mutants.count - built, leftUnchanged: unchanged,
                behaviours: BehaviourTally(yourTest.behaviours ?? [], tried: tried, survivors: survivors)))
    }

    /// Writes the schema of `mutants` into the proof's copy and builds it, leaving out the changes that do not compile:
    /// those the compiler's errors point at, then, for an error no line pins on one change, those that halves of the
    /// rest show. With every change left out, it is the learner's code as it is.
    /// - Throws: ``BuildFailure`` when the learner's code does not build even so.
    private func buildSchema(_ mutants: [Mutant]) throws -> MutantSchema {
        let originals = files.mapValues { String(decoding: $0, as: UTF8.self) }
        let folder = "katas/\(kata.folder)/"
        // The schema the last build built, if it built.
        var lastBuilt: MutantSchema?
        /// Builds the schema of the changes `keeping`: the schema when it builds, or the changes its errors blame
        /// (empty when some error blames none).
        func attempt(_ keeping: Set<Int>) throws -> (built: MutantSchema?, blamed: Set<Int>, failure: BuildFailure?) {
            let schema = MutantSchema(mutants, originals: originals, keeping: keeping)
            for file in Set(mutants.map(\.file)) where schema.files[file] == nil {
                try writer.write(files[file] ?? Data(), to: file)
            }
            for (file, text) in schema.files { try writer.write(Data(text.utf8), to: file) }
            do {
                lastBuilt = nil
                try SwiftTesting.build(
                    package, scratch: scratch, modules: [kata.module], overlaid: false, settings: settings
                ) { _ in }
                lastBuilt = schema
                return (schema, [], nil)
            } catch let failure as BuildFailure {
                let owners = failure.places.map { place in
                    schema.changes(at: [place.line], in: String(place.file.dropFirst(folder.count)))
                }
                let pinned = !owners.isEmpty && !owners.contains { $0.isEmpty }
                return (nil, pinned ? owners.reduce(into: Set<Int>()) { $0.formUnion($1) } : [], failure)
            }
        }
        /// The changes of `candidates` that build together.
        func building(_ candidates: Set<Int>) throws -> Set<Int> {
            guard !candidates.isEmpty else { return [] }
            let (built, blamed, _) = try attempt(candidates)
            if let built { return built.numbers }
            if !blamed.isEmpty { return try building(candidates.subtracting(blamed)) }
            if candidates.count == 1 { return [] }
            let sorted = candidates.sorted()
            let half = sorted.count / 2
            return try building(Set(sorted[..<half])).union(building(Set(sorted[half...])))
        }
        let all = MutantSchema(mutants, originals: originals).numbers
        let first = try attempt(all)
        if let built = first.built { return built }
        // An error at a body's end is most often a change that took out its `return`: those go on their own first.
        let exits = Set(
            all.filter { number in
                let mutant = mutants[number - 1]
                return mutant.kind.mayTakeOutExit && mutant.removesExit(from: originals[mutant.file] ?? "")
            })
        let kept = try building(first.blamed.isEmpty ? all.subtracting(exits) : all.subtracting(first.blamed))
        if let built = lastBuilt, built.numbers == kept { return built }
        let last = try attempt(kept)
        if let built = last.built { return built }
        if let failure = try attempt([]).failure { throw failure }
        return MutantSchema(mutants, originals: originals, keeping: [])
    }

    /// Whether the learner's test fails on the build in `scratch`, run with `variables`: it catches the change.
    private func catches(variables: [String: String]) throws -> Bool {
        let (events, run) = try SwiftTesting.run(
            package, scratch: scratch, modules: [kata.module], overlaid: false,
            limit: min(10, timeLimit), variables: variables, settings: settings)
        let results = events.results()
        return run.timedOut || run.status != 0 || results.isEmpty || results.contains(where: { !$0.passed })
    }

    /// The trap that stopped a run in the proof's copy, such as a trapped singleton's, with its place in a file the
    /// proof left as the learner wrote it.
    private func crash(in run: Subprocess.Result) -> Crash? {
        guard run.status != 0 else { return nil }
        let rewritten = Set(
            (yourTest.traps.map(\.file) + yourTest.mutate.map(\.file)).map { "katas/\(kata.folder)/\($0)" })
        return Crash(in: run.errorOutput + "\n" + run.output, root: package) { !rewritten.contains($0) }
    }
}
