import Testing

@testable import KataCommand
@testable import KataCore
@testable import KataDev
@testable import KataProof

/// How the check reads a shipped mistake or alternative, and when it counts one as judged as it says.
struct PatchSpecs {
    let mistake = Patch(
        name: "Kata1/Mistakes/01-example.patch",
        text: """
            Mistake: init() makes a singleton of its own
            Rejected by: ViewControllerSpecs/productionInitializerUsesTheSharedInstance() (step keep)
            Rejected by: probe Probes/NoDefault.swift
            --- a/Sources/ViewController.swift
            +++ b/Sources/ViewController.swift
            @@ -1 +1 @@
            --- old
            +new
            --- /dev/null
            +++ b/Tests/ScaryFake.swift
            @@ -0,0 +1 @@
            +final class ScaryFake {}

            """)

    @Test("A patch's header gives its kind, its one line, its reasons; its diff gives the files it changes and adds")
    func readsTheHeader() {
        #expect(mistake.isMistake == true)
        #expect(mistake.summary == "init() makes a singleton of its own")
        #expect(
            mistake.reasons == [
                .spec("ViewControllerSpecs/productionInitializerUsesTheSharedInstance()", step: "keep"),
                .probe("Probes/NoDefault.swift"),
            ])
        #expect(mistake.files == ["Sources/ViewController.swift", "Tests/ScaryFake.swift"])
        #expect(mistake.unreadable.isEmpty)
    }

    @Test("A mistake is rejected when its spec fails naming [its step] and its probe does not hold")
    func rejected() {
        let results = [
            SpecResult(
                kata: 1, id: "ViewControllerSpecs/productionInitializerUsesTheSharedInstance()", name: "",
                failures: ["The shared instance was not used (README step [keep])"]),
            SpecResult(kata: 1, id: "Probes/NoDefault.swift", name: "", failures: ["It still compiles"], kind: .probe),
        ]

        #expect(mistake.problems(results: results, stepIDs: ["keep", "wiring"]) == [])
    }

    @Test("A mistake whose spec fails naming another step, or whose probe holds, is not rejected as declared")
    func notRejected() {
        let results = [
            SpecResult(
                kata: 1, id: "ViewControllerSpecs/productionInitializerUsesTheSharedInstance()", name: "",
                failures: ["Wrong (README step [wiring])"]),
            SpecResult(kata: 1, id: "Probes/NoDefault.swift", name: "", kind: .probe),
        ]

        #expect(
            mistake.problems(results: results, stepIDs: ["keep", "wiring"]) == [
                "ViewControllerSpecs/productionInitializerUsesTheSharedInstance() fails without naming [keep]: "
                    + "Wrong (README step [wiring])",
                "Probes/NoDefault.swift holds",
            ])
        #expect(
            mistake.problems(results: results, stepIDs: ["wiring"]).first
                == "'ViewControllerSpecs/productionInitializerUsesTheSharedInstance() (step keep)': "
                + "the kata has no step [keep]")
    }

    @Test("An alternative is accepted only when every spec passes and every probe holds")
    func alternative() {
        let alternative = Patch(
            name: "Kata1/Alternatives/01.patch", text: "Alternative: a lazy property\n--- a/A\n+++ b/A\n")
        let passing = [SpecResult(kata: 1, id: "Suite/spec()", name: "")]

        #expect(alternative.problems(results: passing, stepIDs: []) == [])
        #expect(
            alternative.problems(
                results: passing + [
                    SpecResult(kata: 1, id: "Probes/P.swift", name: "", failures: ["compiles"], kind: .probe)
                ],
                stepIDs: []) == ["Probes/P.swift fails: compiles"])
        #expect(alternative.problems(results: [], stepIDs: []) == ["no spec ran"])
        #expect(
            alternative.problems(
                results: [SpecResult(kata: 1, id: "Probes/P.swift", name: "", kind: .probe)], stepIDs: [])
                == ["no spec ran"], "a probe is no spec")
    }

    @Test("A hollow test that leaves behaviours out is judged by the behaviours the proof's verdict leaves unpinned")
    func leavesOut() {
        let hollow = Patch(
            name: "Kata11/Mistakes/33-hollow.patch",
            text: """
                Mistake: no test logs no one in
                Rejected by: your test (step your-test)
                Leaves out: no-one-logged-in
                --- a/Tests/YourTest.swift
                +++ b/Tests/YourTest.swift

                """)
        let behaviours = [
            KataFacts.YourTest.Behaviour(
                id: "no-one-logged-in", rule: "it throws", broken: "no one is logged in", changes: [.noThrow]),
            KataFacts.YourTest.Behaviour(
                id: "a-friend", rule: "a friend sees them", broken: "a friend sees none", changes: [.conditionFalse]),
        ]
        func change(_ kind: ChangeKind) -> Mutant {
            Mutant(
                file: "Sources/TripService.swift", line: 7, within: "trips(of", kind: kind, change: "with it",
                range: 0..<0,
                replacement: "")
        }
        let tried = [change(.noThrow), change(.conditionFalse), change(.comparison)]
        func proof(_ verdict: ProofVerdict) -> [SpecResult] {
            let wording = ProofWording(nil)
            return [
                SpecResult(
                    kata: 10, id: ProofLine.id, name: wording.name(of: verdict),
                    failures: wording.failures(of: verdict),
                    kind: .yourTest, verdict: verdict)
            ]
        }
        func surviving(_ survivors: Mutant...) -> [SpecResult] {
            proof(
                .tried(
                    ProofVerdict.Changes(
                        made: tried.count, notCompiled: 0, leftUnchanged: [],
                        behaviours: BehaviourTally(behaviours, tried: tried, survivors: survivors))))
        }

        #expect(hollow.leavesOut == ["no-one-logged-in"])
        #expect(
            hollow.problems(results: surviving(change(.noThrow)), stepIDs: ["your-test"], behaviours: behaviours) == [])
        #expect(
            hollow.problems(
                results: surviving(change(.noThrow), change(.conditionFalse)), stepIDs: ["your-test"],
                behaviours: behaviours) == ["the proof names a-friend, which the test pins"])
        #expect(
            hollow.problems(results: surviving(change(.comparison)), stepIDs: ["your-test"], behaviours: behaviours)
                .first?.hasPrefix("the proof does not name the behaviour left out, no-one-logged-in") == true,
            "a change no behaviour names names none")
        #expect(
            hollow.problems(results: proof(.pending), stepIDs: ["your-test"], behaviours: behaviours).contains {
                $0.hasPrefix("your test fails without naming [your-test]: Not proven yet")
            }, "a proof that did not run rejects nothing")
    }

    @Test("A mistake the proof rejects must be rejected naming [its step]: in the proof's words, or in a trap's")
    func rejectedByTheProof() {
        let reached = Patch(
            name: "Kata1/Mistakes/35-reached.patch",
            text:
                "Mistake: your test reads the real singleton\nRejected by: your test (step your-test)\n--- a/A\n+++ b/A\n"
        )
        func proof(_ verdict: ProofVerdict) -> [SpecResult] {
            let wording = ProofWording(nil)
            return [
                SpecResult(
                    kata: 1, id: ProofLine.id, name: wording.name(of: verdict), failures: wording.failures(of: verdict),
                    kind: .yourTest, verdict: verdict)
            ]
        }

        #expect(
            reached.problems(
                results: proof(.trapped(crash: "Fatal error: the real one (README step [your-test])", running: [])),
                stepIDs: ["your-test"]) == [])
        #expect(reached.problems(results: proof(.nothingToChange(leftUnchanged: [])), stepIDs: ["your-test"]) == [])
        #expect(
            reached.problems(results: proof(.trapped(crash: "Fatal error: boom", running: [])), stepIDs: ["your-test"])
                == ["your test fails without naming [your-test]: Fatal error: boom."])
        #expect(
            reached.problems(results: proof(.noTest), stepIDs: ["your-test"]).first?.hasPrefix(
                "your test fails without naming [your-test]") == true)
    }
}
