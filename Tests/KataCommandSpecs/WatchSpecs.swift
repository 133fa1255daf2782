import Testing

@testable import KataCommand
@testable import KataCore

/// Watch mode when standard input is not a terminal: one run, the report, and 0 for green or 1 for red.
struct WatchSpecs {
    let fixture: Fixture
    let red = SpecResult(
        kata: 2, id: "BetaSpecs/injects()", name: "Beta gets a stand-in",
        failures: ["Still the singleton (README step [inject])"])
    let green = SpecResult(kata: 1, id: "AlphaSpecs/injects()", name: "Alpha gets a stand-in")

    init() throws {
        fixture = try Fixture()
    }

    @Test("kata alone opens on the first kata that is not green and shows its failures")
    func opensOnTheFirstRedKata() {
        #expect(
            fixture.kata([], runSpecs: Fixture.runner([green, red]))
                == Fixture.Run(
                    status: 1,
                    output: """
                        Kata 2: BetaSingleton → beta injection
                        Goal: Make `Beta` testable with a stand-in.

                        [--------------------] step 1 of 1 [inject] · 0 of 1 passing

                        ✘ Beta gets a stand-in
                            BetaSpecs/injects()
                            Still the singleton (README step [inject])

                        Steps and hints: katas/Kata2-Beta/README.md

                        """
                ))
    }

    @Test("A message a parameterised spec repeats shows once, with its count; a long one wraps under the spec")
    func repeatedAndLongMessages() {
        let long = String(repeating: "word ", count: 30) + "(README step [wire])"
        let parameterised = SpecResult(
            kata: 2, id: "BetaSpecs/discount(price:)", name: "The discount follows the price",
            failures: [
                "Still the singleton (README step [inject])", "Still the singleton (README step [inject])", long,
            ])

        let output = fixture.kata([], runSpecs: Fixture.runner([green, parameterised])).output

        #expect(output.contains("\n    Still the singleton (README step [inject]) (×2)\n"))
        #expect(output.contains("\n    " + String(repeating: "word ", count: 18) + "word\n    word "))
        #expect(output.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }

    @Test("A green kata says so, points to its solution's README and offers the next kata")
    func greenKata() {
        let run = fixture.kata(["watch", "kata1"], runSpecs: Fixture.runner([green]))

        #expect(run.status == 0)
        #expect(
            run.output.hasSuffix(
                """
                [####################] all steps done · 1 of 1 passing

                ✔ Alpha gets a stand-in

                ✔ Kata 1 is green. See how the solution did it: solutions/Kata1-Alpha/README.md
                Next: swift run kata watch 2

                """))
    }

    @Test("A spec file edited to pass does not make the kata green")
    func changedSpec() throws {
        try fixture.write("let spec = false || true\n", to: "katas/Kata1-Alpha/Tests/Spec.swift")

        let run = fixture.kata(["watch", "1"], runSpecs: Fixture.runner([green]))

        #expect(run.status == 1)
        #expect(run.output.contains("✘ Tests/Spec.swift changed, but it must stay as it is: see Constraints in"))
        #expect(!run.output.contains("is green"))
    }

    @Test("A build error shows as the compiler's first error, with its file and line")
    func buildError() {
        let run = fixture.kata(["watch", "2"]) { _, _, _ in
            throw BuildFailure("katas/Kata2-Beta/Sources/Beta.swift:1:12: error: cannot find 'Beta' in scope")
        }

        #expect(run.status == 1)
        #expect(
            run.output.hasSuffix(
                """
                ✘ Kata 2 does not build, so no spec ran. The compiler's first error:
                  katas/Kata2-Beta/Sources/Beta.swift:1:12: error: cannot find 'Beta' in scope

                """))
    }

    @Test("A run that fails for another reason than the build says so, and does not say it does not build")
    func runFailure() {
        let run = fixture.kata(["watch", "2"]) { _, _, _ in
            throw KataError("did not finish in 5 s: an endless loop, or a wait that never ends?", status: 1)
        }

        #expect(run.status == 1)
        #expect(!run.output.contains("does not build"))
        #expect(
            run.output.hasSuffix(
                """
                ✘ Kata 2's specs did not run to the end: did not finish in 5 s: an endless loop, or a wait that
                never ends?

                """))
    }

    @Test("A kata's number alone is watch mode on that kata", arguments: ["2", "Kata2"])
    func bareNumber(argument: String) {
        let runner = Fixture.runner([green, red])

        #expect(fixture.kata([argument], runSpecs: runner) == fixture.kata(["watch", "2"], runSpecs: runner))
        #expect(fixture.kata([argument], runSpecs: runner).output.hasPrefix("Kata 2: BetaSingleton → beta injection\n"))
    }

    @Test("Without a terminal, watch mode prints the report alone: no progress lines")
    func noProgress() {
        let results = [green]
        let run = fixture.kata(["watch", "1"]) { _, _, progress in
            progress("Building Kata1…")
            progress("  [1/9] Compiling Kata1 Alpha.swift")
            return results
        }

        #expect(run.errors == "")
    }

    @Test("A probe's rule shows from a capital letter")
    func probeRule() {
        let probe = SpecResult(
            kata: 2, id: "Probes/NoDefault.swift", name: "no default argument hides the singleton",
            failures: ["It still compiles"], kind: .probe)
        let output = fixture.kata(["watch", "2"], runSpecs: Fixture.runner([probe])).output

        #expect(output.contains("✘ No default argument hides the singleton\n    Probes/NoDefault.swift\n"))
        #expect(output.contains("] 0 of 1 passing\n"), "a failure that names no step, so no step in the count")
    }
}
