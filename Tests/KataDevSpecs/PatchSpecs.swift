import Testing

@testable import KataCommand
@testable import KataDev

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
            SpecResult(kata: 1, id: "Probes/NoDefault.swift", name: "", failures: ["It still compiles"]),
        ]

        #expect(mistake.problems(results: results, stepIDs: ["keep", "wiring"]) == [])
    }

    @Test("A mistake whose spec fails naming another step, or whose probe holds, is not rejected as declared")
    func notRejected() {
        let results = [
            SpecResult(
                kata: 1, id: "ViewControllerSpecs/productionInitializerUsesTheSharedInstance()", name: "",
                failures: ["Wrong (README step [wiring])"]),
            SpecResult(kata: 1, id: "Probes/NoDefault.swift", name: ""),
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
                results: passing + [SpecResult(kata: 1, id: "Probes/P.swift", name: "", failures: ["compiles"])],
                stepIDs: []) == ["Probes/P.swift fails: compiles"])
        #expect(alternative.problems(results: [], stepIDs: []) == ["no spec ran"])
    }
}
