import Foundation
import Testing

@testable import KataCommand
@testable import KataCore
@testable import KataProof

/// How the learner reads a proof's verdict, and how the verdict is kept for the files it judged.
struct ProofWordingSpecs {
    typealias Behaviour = KataFacts.YourTest.Behaviour

    let login = Behaviour(
        id: "no-one-logged-in", rule: "with no one logged in, trips(of:) throws",
        broken: "no one is logged in and trips(of:) answers", changes: [.noThrow])
    let yourTest = KataFacts.YourTest(
        file: "Tests/YourTest.swift",
        mutate: [
            .init(file: "Sources/TripService.swift", within: "trips(of"),
            .init(file: "Sources/Upload.swift", within: "send(_", name: "send(_:as:)"),
        ],
        traps: [])

    var wording: ProofWording { ProofWording(yourTest) }

    func mutant(_ kind: ChangeKind, line: Int = 7) -> Mutant {
        Mutant(
            file: "Sources/TripService.swift", line: line, within: "trips(of", kind: kind,
            change: "with \(kind.rawValue)", range: 0..<0, replacement: "")
    }

    func tried(_ survivors: [Mutant], notCompiled: Int = 0, leftUnchanged: [String] = []) -> ProofVerdict {
        let tried = [mutant(.noThrow), mutant(.comparison, line: 9), mutant(.deleted, line: 11)]
        return .tried(
            ProofVerdict.Changes(
                made: tried.count, notCompiled: notCompiled, leftUnchanged: leftUnchanged,
                behaviours: BehaviourTally([login], tried: tried, survivors: survivors)))
    }

    @Test("A proof that tried its changes names what it caught; each survivor is a failure in the learner's words")
    func tried() {
        let holds = tried([], notCompiled: 2, leftUnchanged: ["`x` in send(_:as:): no change compiles"])
        let fails = tried([mutant(.noThrow), mutant(.comparison, line: 9)])

        #expect(
            wording.name(of: holds)
                == "Your test: catches 3 of the 3 changes to trips(of:) and send(_:as:) that compiled, of 5 made · pins 1 of 1 behaviour; left unchanged: `x` in send(_:as:): no change compiles"
        )
        #expect(
            wording.building(5)
                == "Proving your test: building it without the specs, with 5 changes to trips(of:) and send(_:as:) behind a switch; only those that compile are tried…",
            "the line that builds the changes counts all it made, as the verdict's line does")
        #expect(wording.failures(of: holds) == [] && holds.passed && holds.step == nil)
        #expect(
            wording.name(of: fails)
                == "Your test: catches 1 of 3 changes to trips(of:) and send(_:as:) · pins 0 of 1 behaviour")
        #expect(
            wording.failures(of: fails) == [
                "Your tests never notice when no one is logged in and trips(of:) answers: they still pass with no-throw (Sources/TripService.swift:7). Pin that with no one logged in, trips(of:) throws (README step [your-test]).",
                "It does not pin what the code does: it still passes with comparison (Sources/TripService.swift:9). A test that pins trips(of:) and send(_:as:) fails on that change: through your seam, check exactly what the story says it does (README step [your-test]).",
            ])
        #expect(!fails.passed && fails.step == "your-test")
        #expect((fails.changes?.made, fails.changes?.caught) == (3, 1), "the check reads the counts, not the words")
    }

    @Test("A proof that did not come to its changes says why, in the learner's words")
    func notTried() {
        let pinsWhat = "Your test pins what trips(of:) and send(_:as:) do"
        let failures: [(ProofVerdict, String)] = [
            (
                .pending,
                "Not proven yet: once every other line here passes, the tool checks that your test passes on your code and fails on each small change to trips(of:) and send(_:as:)."
            ),
            (
                .doesNotBuild("error: cannot find 'x' in scope"),
                "Your test does not build in a copy of the kata without its specs: error: cannot find 'x' in scope. It may use your code, the wiring spot and the kata's stand-ins, nothing of the specs."
            ),
            (.couldNotRun("the lock is taken"), "The proof could not run: the lock is taken"),
            (
                .cannotTrap(.init(file: "Sources/Scary.swift", property: "shared", type: "Scary")),
                "The proof could not run: it cannot make the real singleton trap, since Sources/Scary.swift does not declare shared as the proof expects: keep `shared` a stored property with a value of its own, such as `static let shared = Scary()` (README step [your-test])."
            ),
            (
                .cannotTrap(.init(file: "Sources/Scary.swift", function: "doSomething(")),
                "The proof could not run: it cannot make the real singleton trap, since Sources/Scary.swift does not declare doSomething() as the proof expects: keep `doSomething()` under that name (README step [your-test])."
            ),
            (.noTest, "Tests/YourTest.swift has no test that runs: write one @Test there."),
            (.trapped(crash: "Fatal error: reached", running: []), "Fatal error: reached."),
            (
                .trapped(crash: "Fatal error: reached", running: ["A/a()"]),
                "Fatal error: reached. When it stopped, this test was running: A/a()."
            ),
            (
                .trapped(crash: "Fatal error: reached", running: ["A/a()", "A/b()"]),
                "Fatal error: reached. When it stopped, these tests were running, and one of them reached it: A/a(), A/b()."
            ),
            (
                .fails(test: "A/a()", failures: ["one", "two"]),
                "Your test A/a() fails when it runs with no spec beside it: one two"
            ),
            (
                .nothingToChange(leftUnchanged: ["a", "b"]),
                "The proof found nothing in trips(of:) and send(_:as:) to change, in Sources/TripService.swift and Sources/Upload.swift; left unchanged: a; b: keep the code README step [your-test] names there, so the proof can check that your test pins it."
            ),
        ]
        for (verdict, failure) in failures {
            #expect(wording.name(of: verdict) == pinsWhat)
            #expect(wording.failures(of: verdict) == [failure])
            #expect(!verdict.passed && verdict.changes == nil)
        }
        #expect(ProofWording(nil).name(of: .nothingToProve) == "Your test pins what  does")
        #expect(ProofWording(nil).failures(of: .nothingToProve) == [] && ProofVerdict.nothingToProve.passed)
    }

    @Test("A verdict is kept for the files it judged, and for those alone")
    func kept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verdict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = VerdictCache(file: folder.appendingPathComponent("Kata1.verdict"))
        let files = ["Sources/A.swift": Data("let a = 1".utf8)]
        let key = VerdictCache.key(facts: Data("{}".utf8), files: files)
        let verdict = tried([mutant(.noThrow)], notCompiled: 1)

        #expect(cache.verdict(for: key) == nil)
        cache.keep(verdict, for: key)
        #expect(cache.verdict(for: key) == verdict)
        #expect(cache.verdict(for: VerdictCache.key(facts: Data("{}".utf8), files: [:])) == nil)
        #expect(VerdictCache.key(facts: Data("{}".utf8), files: ["Sources/A.swift": Data("let a = 2".utf8)]) != key)
    }
}
