import Foundation

/// Proves the learner's own test: in a copy of the kata without its specs, where each real singleton traps when it
/// is reached, the test passes on the learner's code and fails on each small change to the code it must pin.
///
/// Its result is `your test`, one more line of the kata: red until every other line passes and the proof holds.
package struct TestProof {
    /// The id of the proof's result, as `kata.json` and patches name it.
    package static let id = "your test"

    package let kata: Kata
    /// The package whose `katas/` holds the kata.
    package let root: URL
    /// Whether the solution is laid over the kata (`KATA_SOLUTIONS=1`).
    package let solutions: Bool
    /// Seconds the learner's test may run before it is stopped (`KATA_TIMEOUT`); a change is given at most 10.
    package var timeLimit = SpecTimeLimit.standard

    package init(kata: Kata, root: URL, solutions: Bool, timeLimit: Int = SpecTimeLimit.standard) {
        self.kata = kata
        self.root = root
        self.solutions = solutions
        self.timeLimit = timeLimit
    }

    /// The code whose changes the test must catch, in words: `viewDidLoad()`.
    package var subject: String {
        (kata.facts.yourTest?.mutate ?? []).map {
            $0.name ?? (!$0.within.contains("(") ? $0.within : "\($0.within)\($0.within.hasSuffix("(") ? ")" : ":)")")
        }
        .joined(separator: " and ")
    }

    /// `does`, or `do` after more than one function.
    private var does: String { (kata.facts.yourTest?.mutate.count ?? 0) > 1 ? "do" : "does" }

    /// The result while some other line of the kata fails: not proven yet.
    package var pending: SpecResult {
        result([
            "Not proven yet: once every other line here passes, the tool checks that your test passes on your code and fails on each small change to \(subject)."
        ])
    }

    /// The proof's result, from the verdict kept for these very files when there is one.
    package func prove(progress: (String) -> Void) -> SpecResult {
        guard let yourTest = kata.facts.yourTest else { return result([]) }
        let package = SwiftTesting.scratch(root: root, solutions: solutions).appendingPathComponent("proof")
        let folder = package.appendingPathComponent("katas/\(kata.folder)")
        let verdictFile = package.appendingPathComponent("\(kata.module).verdict")
        do {
            let lock = try ProofLock(package) {
                progress("Proving your test: waiting for another kata command, which is proving it in this checkout…")
            }
            defer { withExtendedLifetime(lock) {} }
            var files = try proofFiles(yourTest)
            files["Package.swift"] = try Data(contentsOf: root.appendingPathComponent("Package.swift"))
            // The verdict holds for these files, this manifest and these facts, and nothing else.
            let facts = try Data(contentsOf: root.appendingPathComponent("katas/\(kata.folder)/kata.json"))
            files["kata.json"] = facts  // Package.swift reads the kata's compiler flags there.
            let key = KataFacts.fingerprint(
                of: facts + Data(files.sorted { $0.key < $1.key }.flatMap { Array($0.key.utf8) + Array($0.value) }))
            if let kept = try? JSONDecoder().decode(Verdict.self, from: Data(contentsOf: verdictFile)),
                kept.key == key
            {
                return SpecResult(kata: kata.number, id: Self.id, name: kept.name, failures: kept.failures)
            }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try files["Package.swift"]!.write(to: package.appendingPathComponent("Package.swift"))
            files["Package.swift"] = nil
            let writer = Writer(folder: folder)
            try writer.sync(files)
            let outcome = try run(yourTest, files: files, package: package, writer: writer, progress: progress)
            let verdict = Verdict(key: key, name: outcome.name, failures: outcome.failures)
            try? JSONEncoder().encode(verdict).write(to: verdictFile)
            return outcome
        } catch let failure as BuildFailure {
            return result([
                "Your test does not build in a copy of the kata without its specs: \(failure.message). It may use your code, the wiring spot and the kata's stand-ins, nothing of the specs."
            ])
        } catch {
            return result(["The proof could not run: \((error as? KataError)?.message ?? "\(error)")"])
        }
    }

    /// How a proof's result names what it did: `Your test: catches 6 of 6 changes to viewDidLoad()`.
    private static let catches = "Your test: catches "

    /// How many changes that compile the proof behind `result` made; nil for a result that is not a proof's count.
    package static func changesMade(by result: SpecResult) -> Int? {
        guard result.id == id, result.name.hasPrefix(catches) else { return nil }
        return Int(result.name.dropFirst(catches.count).split(separator: " ").dropFirst(2).first ?? "")
    }

    private func run(
        _ yourTest: KataFacts.YourTest, files: [String: Data], package: URL, writer: Writer,
        progress: (String) -> Void
    ) throws -> SpecResult {
        let scratch = package.appendingPathComponent(".build")
        let modules = [kata.module]
        let mutants = Mutant.all(for: kata.facts, in: files)
        let unchanged = Mutant.leftUnchanged(for: kata.facts, in: files)
        let leftAlone = unchanged.isEmpty ? "" : "; left unchanged: " + unchanged.joined(separator: "; ")
        progress("Proving your test: building it without the specs, with \(mutants.count) changes behind a switch…")
        let schema = try buildSchema(mutants, files: files, package: package, scratch: scratch, writer: writer)
        let baseline = try SwiftTesting.run(
            package, scratch: scratch, modules: modules, overlaid: false, limit: timeLimit)
        let tests = EventStream.results(baseline.0)
        if tests.isEmpty {
            return result(["\(yourTest.file) has no test that runs: write one @Test there."])
        }
        if let trapped = crash(in: baseline.1, package: package, yourTest: yourTest) {
            // The tests that had started and not ended when the run stopped: one of them reached the singleton.
            let running = EventStream.unfinished(baseline.0)
            let which =
                running.isEmpty
                ? ""
                : " When it stopped, "
                    + (running.count == 1
                        ? "this test was running" : "these tests were running, and one of them reached it")
                    + ": " + running.joined(separator: ", ") + "."
            return result([trapped.description + "." + which])
        }
        if let failing = tests.first(where: { !$0.passed }) {
            return result([
                "Your test \(failing.id) fails when it runs with no spec beside it: \(failing.failures.joined(separator: " "))"
            ])
        }
        var caught = 0
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
            if try catches(variables: ["KATA_MUTANT": "\(index + 1)"], package: package, scratch: scratch) {
                caught += 1
            } else {
                survivors.append(mutant)
            }
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
                try SwiftTesting.build(package, scratch: scratch, modules: modules, overlaid: false) { _ in }
            } catch is BuildFailure {
                continue
            }
            built += 1
            tried.append(mutant)
            if try catches(variables: [:], package: package, scratch: scratch) {
                caught += 1
            } else {
                survivors.append(mutant)
            }
        }
        // Put the learner's code back, so the next proof starts from it.
        for place in yourTest.mutate { try writer.write(files[place.file] ?? Data(), to: place.file) }
        try writer.remove(MutantSchema.switchFile.0)
        guard built > 0 else {
            let files = Set(yourTest.mutate.map(\.file)).sorted().joined(separator: " and ")
            return result([
                "The proof found nothing in \(subject) to change, in \(files)\(leftAlone): keep the code README step [your-test] names there, so the proof can check that your test pins it."
            ])
        }
        // A guess at a type that does not compile is no news to the learner.
        let skipped = mutants.filter { !$0.kind.isGuess && !tried.contains($0) }.count
        let tally = BehaviourTally(yourTest.behaviours ?? [], tried: tried, survivors: survivors)
        let name =
            "\(Self.catches)\(caught) of \(built) changes to \(subject)"
            + (skipped == 0 ? "" : " (\(skipped) more did not compile)") + tally.summary + leftAlone
        guard survivors.isEmpty else {
            return SpecResult(
                kata: kata.number, id: Self.id, name: name,
                failures: tally.failures
                    + tally.unnamed.map {
                        "It does not pin what the code does: it still passes \($0.change) (\($0.file):\($0.line)). A test that pins \(subject) fails on that change: through your seam, check exactly what the story says it does (README step [your-test])."
                    })
        }
        return SpecResult(kata: kata.number, id: Self.id, name: name)
    }

    /// Writes the schema of `mutants` into the proof's copy and builds it, leaving out the changes that do not compile:
    /// those the compiler's errors point at, then, for an error no line pins on one change, those that halves of the
    /// rest show. With every change left out, it is the learner's code as it is.
    /// - Throws: ``BuildFailure`` when the learner's code does not build even so.
    private func buildSchema(
        _ mutants: [Mutant], files: [String: Data], package: URL, scratch: URL, writer: Writer
    ) throws -> MutantSchema {
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
                try SwiftTesting.build(package, scratch: scratch, modules: [kata.module], overlaid: false) { _ in }
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
    private func catches(variables: [String: String], package: URL, scratch: URL) throws -> Bool {
        let (events, run) = try SwiftTesting.run(
            package, scratch: scratch, modules: [kata.module], overlaid: false,
            limit: min(10, timeLimit), variables: variables)
        let results = EventStream.results(events)
        return run.timedOut || run.status != 0 || results.isEmpty || results.contains(where: { !$0.passed })
    }

    /// The kata's files for the proof: its sources and tests with the solution laid over them when `solutions`, the
    /// specs left out, and each real singleton made to trap.
    private func proofFiles(_ yourTest: KataFacts.YourTest) throws -> [String: Data] {
        var files = try kata.files(in: root, solutions: solutions)
        for (path, data) in files where path.hasPrefix("Tests/") && kata.facts.leaveAlone[path] != nil {
            if String(decoding: data, as: UTF8.self).contains("@Test") { files[path] = nil }
        }
        for trap in yourTest.traps {
            let text = files[trap.file].map { String(decoding: $0, as: UTF8.self) } ?? ""
            guard let trapped = trap.set(in: text) else {
                if !trap.isDeclared(in: text) { continue }
                let keep =
                    trap.property.map { property in
                        "keep `\(property)` a stored property with a value of its own"
                            + (trap.type.map { ", such as `static let \(property) = \($0)()`" } ?? "")
                    } ?? "keep `\(trap.target)` under that name"
                throw KataError(
                    "it cannot make the real singleton trap, since \(trap.file) does not declare \(trap.target) as the proof expects: \(keep) (README step [your-test])."
                )
            }
            files[trap.file] = Data(trapped.utf8)
        }
        return files
    }

    /// The trap that stopped a run in the proof's copy `package`, such as a trapped singleton's, with its place in a
    /// file the proof left as the learner wrote it.
    private func crash(in run: Subprocess.Result, package: URL, yourTest: KataFacts.YourTest) -> Crash? {
        guard run.status != 0 else { return nil }
        let rewritten = Set(
            (yourTest.traps.map(\.file) + yourTest.mutate.map(\.file)).map { "katas/\(kata.folder)/\($0)" })
        return Crash(in: run.errorOutput + "\n" + run.output, root: package) { !rewritten.contains($0) }
    }

    private func result(_ failures: [String]) -> SpecResult {
        SpecResult(
            kata: kata.number, id: Self.id, name: "Your test pins what \(subject) \(does)",
            failures: failures)
    }

    /// A proof's result, kept with the fingerprint of the files it proved.
    private struct Verdict: Codable {
        let key: String
        let name: String
        let failures: [String]
    }

    /// Writes the proof's files, each with a modification time of its own (``Stamps``).
    private final class Writer {
        let folder: URL
        private let stamps = Stamps.shared

        init(folder: URL) {
            self.folder = folder
        }

        /// Makes the folder's `Sources/` and `Tests/` exactly `files`, writing only what differs.
        func sync(_ files: [String: Data]) throws {
            let manager = FileManager.default
            for part in ["Sources", "Tests"] {
                for path in manager.swiftFiles(under: part, of: folder) where files[path] == nil {
                    try manager.removeItem(at: folder.appendingPathComponent(path))
                }
            }
            for (path, data) in files where manager.contents(atPath: folder.appendingPathComponent(path).path) != data {
                try write(data, to: path)
            }
        }

        /// Removes `path` from the folder, if it is there.
        func remove(_ path: String) throws {
            let file = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
        }

        func write(_ data: Data, to path: String) throws {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let before = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
            try data.write(to: file)
            stamps.stamp(file, after: before)
        }
    }
}

extension Kata {
    /// The kata's Swift files at any depth under `Sources/` and `Tests/`, relative to its folder, with its
    /// solution's laid over them when `solutions` is true.
    package func files(in root: URL, solutions: Bool) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for tree in solutions ? ["katas", "solutions"] : ["katas"] {
            let directory = root.appendingPathComponent("\(tree)/\(folder)")
            for part in ["Sources", "Tests"] {
                for path in FileManager.default.swiftFiles(under: part, of: directory) {
                    files[path] = try Data(contentsOf: directory.appendingPathComponent(path))
                }
            }
        }
        return files
    }
}
