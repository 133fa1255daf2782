import Foundation
import KataCore

/// The trials of a proof, in its copy of a kata: the schema of every change built behind a switch, halved until it
/// builds, with the traps laid over it; the learner's test run once on the learner's code, its crash read; then run
/// on each change, and each change the switch could not hold built on its own. A change that reaches a trap is tried
/// again with the traps passed by (or taken out, when they cannot be): a trap stops the learner's test, never a
/// change, which only the test may catch.
/// What they come to is the proof's verdict.
struct ProofTrials {
    let kata: Kata
    let yourTest: KataFacts.YourTest
    /// The copy's files, relative to the kata's folder, as the learner wrote them: before any change, without traps.
    let files: [String: Data]
    /// The proof's package, holding the copy.
    let package: URL
    let writer: ProofWriter
    /// Seconds the learner's test may run before it is stopped; a change is given at most 10.
    let timeLimit: Int
    /// What the builds and runs are given.
    let settings: Settings
    /// Whether the traps are laid so that a run may pass them by, where they can be (``ProofTraps/passable``).
    var trapsPassable = true

    /// The code whose changes the test must catch, in words, for the lines that say how far the proof is.
    private var subject: String { ProofWording(yourTest).subject }

    private var scratch: URL { package.appendingPathComponent(".build") }

    private var traps: ProofTraps { ProofTraps(traps: yourTest.traps, passable: trapsPassable) }

    /// What one run of the learner's test on a change came to.
    private enum Trial {
        /// The test failed on it, or the run stopped some other way than at a trap.
        case caught
        case passed
        /// A trap stopped the run: the change reached a real singleton, and the test's own verdict is still to come.
        case trapped
    }

    /// Runs the trials and gives their verdict.
    /// - Throws: ``BuildFailure`` when the learner's code does not build in the copy.
    func verdict(progress: (String) -> Void) throws -> ProofVerdict {
        let mutants = Mutant.all(for: kata.facts, in: files)
        let unchanged = Mutant.leftUnchanged(for: kata.facts, in: files)
        progress(ProofWording(yourTest).building(mutants.count))
        let schema: MutantSchema
        do {
            schema = try buildSchema(mutants)
        } catch is ProofTraps.Unpassable {
            var plain = self
            plain.trapsPassable = false
            return try plain.verdict(progress: progress)
        }
        let baseline = try SwiftTesting.run(
            package, scratch: scratch, modules: [kata.module], overlaid: false, limit: timeLimit, settings: settings)
        let tests = baseline.0.results()
        if tests.isEmpty { return .noTest }
        if let trapped = crash(in: baseline.1) {
            // The tests that had started and not ended when the run stopped: one of them reached the singleton.
            return .trapped(crash: trapped.description, running: baseline.0.unfinished())
        }
        if let failing = tests.first(where: { !$0.passed }) {
            return .fails(test: failing.id, failures: failing.failures)
        }
        // The changes tried, by index, in the order they were tried; those the test passed.
        var tried: [Int] = []
        var survived: Set<Int> = []
        // A change the switch holds costs a run; any other, a build of its own and a run. A guess at a type
        // (``ChangeKind/isGuess``) that the switch left out failed, and is not built again. One that reaches a trap
        // costs a run more, with the traps passed by, or in one build without traps for all of them.
        var separate: [Int] = []
        var trapped: [Int] = []
        for (index, mutant) in mutants.enumerated() {
            progress("Proving your test: trying change \(index + 1) of \(mutants.count) to \(subject)…")
            guard schema.numbers.contains(index + 1) else {
                if !mutant.kind.isGuess { separate.append(index) }
                continue
            }
            tried.append(index)
            switch try trial(variables: ["KATA_MUTANT": "\(index + 1)"]) {
            case .caught: break
            case .passed: survived.insert(index)
            case .trapped: trapped.append(index)
            }
        }
        if !trapped.isEmpty {
            progress("Proving your test: trying again, past the traps, the changes to \(subject) that reached one…")
            let passed = try passesWithoutTraps(trapped.map { ["KATA_MUTANT": "\($0 + 1)"] }) { file in
                schema.files[file] ?? text(of: file)
            }
            survived.formUnion(zip(trapped, passed).filter(\.1).map(\.0))
        }
        if !separate.isEmpty {
            for file in schema.files.keys where file != MutantSchema.switchFile.0 {
                try write(text(of: file), to: file)
            }
            // The traps a run may pass by read the switch's file; with no change behind it, it is otherwise unused.
            if !traps.switchable { try writer.remove(MutantSchema.switchFile.0) }
        }
        for index in separate {
            let mutant = mutants[index]
            progress("Proving your test: building change \(index + 1) of \(mutants.count) to \(subject) on its own…")
            let changed = mutant.text(in: text(of: mutant.file))
            try write(changed, to: mutant.file)
            defer { try? write(text(of: mutant.file), to: mutant.file) }
            do {
                try build()
            } catch is BuildFailure {
                continue
            }
            tried.append(index)
            switch try trial(variables: [:]) {
            case .caught: break
            case .passed: survived.insert(index)
            case .trapped:
                if try passesWithoutTraps([[:]], text: { $0 == mutant.file ? changed : text(of: $0) }) == [true] {
                    survived.insert(index)
                }
            }
        }
        // Put the learner's code back, so the next proof starts from it.
        for place in yourTest.mutate { try write(text(of: place.file), to: place.file) }
        try writer.remove(MutantSchema.switchFile.0)
        guard !tried.isEmpty else { return .nothingToChange(leftUnchanged: unchanged) }
        // Every change behind the switch is counted: the ones tried, and the ones that did not compile.
        return .tried(
            ProofVerdict.Changes(
                made: tried.count, notCompiled: mutants.count - tried.count, leftUnchanged: unchanged,
                behaviours: BehaviourTally(
                    yourTest.behaviours ?? [], tried: tried.map { mutants[$0] },
                    survivors: tried.filter(survived.contains).map { mutants[$0] })))
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
        /// Builds the schema of the changes `keeping`, its traps laid: the schema when it builds, or the changes its
        /// errors blame (empty when some error blames none).
        func attempt(_ keeping: Set<Int>) throws -> (built: MutantSchema?, blamed: Set<Int>, failure: BuildFailure?) {
            let schema = MutantSchema(mutants, originals: originals, keeping: keeping)
            for file in Set(mutants.map(\.file)).union(traps.files).union(schema.files.keys) {
                guard let text = schema.files[file] ?? originals[file] else { continue }
                try write(text, to: file)
            }
            do {
                lastBuilt = nil
                try build()
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
        let whole = MutantSchema(mutants, originals: originals)
        let all = whole.numbers
        let first = try attempt(all)
        if let built = first.built { return built }
        if traps.switchable, let failure = first.failure,
            failure.places.contains(where: { place in
                let file = String(place.file.dropFirst(folder.count))
                return traps.files.contains(file) && whole.changes(at: [place.line], in: file).isEmpty
            })
        {
            throw ProofTraps.Unpassable()
        }
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

    /// Builds the copy as it stands.
    /// - Throws: ``BuildFailure`` when it does not compile.
    private func build() throws {
        try SwiftTesting.build(package, scratch: scratch, modules: [kata.module], overlaid: false, settings: settings) {
            _ in
        }
    }

    /// The learner's test run on the build in `scratch` with `variables`: whether it caught the change, passed, or
    /// was stopped by a trap.
    private func trial(variables: [String: String]) throws -> Trial {
        let (events, run) = try SwiftTesting.run(
            package, scratch: scratch, modules: [kata.module], overlaid: false,
            limit: min(10, timeLimit), variables: variables, settings: settings)
        if let crash = crash(in: run), traps.fired(crash) { return .trapped }
        let results = events.results()
        return run.timedOut || run.status != 0 || results.isEmpty || results.contains(where: { !$0.passed })
            ? .caught : .passed
    }

    /// Whether the learner's test passes each run of `runs` (the variables of each) with the traps passed by, or
    /// when they cannot be, taken out of the copy, whose files hold `text(file)`, and laid again after: the test's
    /// own verdict on changes a trap stopped.
    /// - Throws: ``BuildFailure`` when the copy without its traps does not compile.
    private func passesWithoutTraps(_ runs: [[String: String]], text: (String) -> String) throws -> [Bool] {
        if traps.switchable {
            return try runs.map { try trial(variables: $0.merging(ProofTraps.off) { $1 }) == .passed }
        }
        let laid = traps.files.filter { files[$0] != nil }
        for file in laid { try writer.write(Data(text(file).utf8), to: file) }
        try build()
        let passed = try runs.map { try trial(variables: $0) == .passed }
        for file in laid { try write(text(file), to: file) }
        return passed
    }

    /// The file `file` of the copy as the learner wrote it.
    private func text(of file: String) -> String {
        String(decoding: files[file] ?? Data(), as: UTF8.self)
    }

    /// Writes `text` into the copy's `file`, with the traps laid over it.
    private func write(_ text: String, to file: String) throws {
        try writer.write(Data(traps.laid(on: text, of: file).utf8), to: file)
    }

    /// The trap that stopped a run in the proof's copy, such as a trapped singleton's, with its place in a file the
    /// proof left as the learner wrote it.
    private func crash(in run: Subprocess.Result) -> Crash? {
        guard run.status != 0 else { return nil }
        let rewritten = Set(
            (yourTest.traps.map(\.file) + yourTest.mutate.map(\.file) + [MutantSchema.switchFile.0]).map {
                "katas/\(kata.folder)/\($0)"
            })
        return Crash(in: run.errorOutput + "\n" + run.output, root: package) { !rewritten.contains($0) }
    }
}
