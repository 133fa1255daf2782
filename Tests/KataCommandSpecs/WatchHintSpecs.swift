import Testing

@testable import KataCommand
@testable import KataCore

/// Watch mode's `h` follows the step the kata stands on: the hints for its first step that is not green, one at a time.
struct WatchHintSpecs {
    let kata: Kata = {
        let facts = KataFacts(
            singleton: "AlphaSingleton", technique: "alpha injection", article: "On Alpha", edit: [], leaveAlone: [:],
            steps: [
                .init(id: "inject", turnsGreen: ["Spec/injected()"]),
                .init(id: "your-test", turnsGreen: ["yourTest()"]),
            ],
            safetyNets: [])
        var kata = Kata(number: 1, folder: "Kata1-Alpha", facts: facts, readme: "")
        kata.hintsFile = """
            # Kata 1: hints

            ## Hint 1: a nudge

            Look at Alpha.

            ## Hint 2: your test

            Pin what Alpha does.

            ## Hint 3: nearly the code

            Inject Alpha.

            """
        return kata
    }()

    /// A report of the kata with `injected` passing or not, and the learner's test still to write.
    func report(injected: Bool) -> KataReport {
        let results = [
            SpecResult(
                kata: 1, id: "Spec/injected()", name: "injected",
                failures: injected ? [] : ["Not yet (README step [inject])"]),
            SpecResult(kata: 1, id: "yourTest()", name: "your test", failures: ["Write it (README step [your-test])"]),
        ]
        return KataReport(kata: kata, results: results, changedFiles: [])
    }

    func pressH(_ watch: inout WatchState) {
        _ = watch.handle(.key(UInt8(ascii: "h")))
    }

    @Test("On a step before [your-test], h shows the hints for the refactoring, one at a time, and no hint of the test")
    func refactoringStep() {
        var watch = WatchState(katas: [kata], opening: kata)
        _ = watch.start()
        _ = watch.handle(.finished(report(injected: false)))

        pressH(&watch)
        #expect(watch.screen.contains("Hint 1 of 3: a nudge\n\nLook at Alpha.\n\n(h: the next hint)"))
        pressH(&watch)
        #expect(watch.screen.contains("Hint 3 of 3: nearly the code\n\nInject Alpha.\n\n"))
        #expect(watch.screen.contains("That was the last hint: swift run kata diff 1"))
        pressH(&watch)
        #expect(!watch.screen.contains("Hint 2 of 3"), "the test's hint waits for its step:\n\(watch.screen)")
    }

    @Test("Once the kata stands on [your-test], h starts at the test's first hint, not at hint 1")
    func yourTestStep() {
        var watch = WatchState(katas: [kata], opening: kata)
        _ = watch.start()
        _ = watch.handle(.finished(report(injected: false)))
        pressH(&watch)
        #expect(watch.screen.contains("Hint 1 of 3: a nudge"))

        _ = watch.handle(.saved)
        _ = watch.handle(.finished(report(injected: true)))
        pressH(&watch)
        #expect(watch.screen.contains("Hint 2 of 3: your test\n\nPin what Alpha does.\n\n"), "\(watch.screen)")
        #expect(
            watch.screen.contains("That was the last hint for this step; the solution: swift run kata diff 1"))
    }

    @Test("Before any report, h shows the hints in HINTS.md's order")
    func beforeAReport() {
        #expect(kata.hintNumbers(forStep: nil) == [1, 2, 3])
        #expect(kata.hintNumbers(forStep: "inject") == [1, 3])
        #expect(kata.hintNumbers(forStep: "your-test") == [2])
    }
}
