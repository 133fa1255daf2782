import Testing

@testable import KataCore
@testable import KataDev

/// The counts the documents state about a kata come from its `kata.json`: a wrong one is a miss.
struct KataFiguresSpecs {
    let kata: Kata = {
        var facts = KataFacts(
            singleton: "AlphaSingleton.shared", technique: "alpha injection", article: "On Alpha", edit: [],
            leaveAlone: [:],
            steps: [
                .init(id: "keep", turnsGreen: ["rule keeps", "Probes/NoAlpha.swift"]),
                .init(id: "wiring", turnsGreen: ["AlphaSpecs/one()", "AlphaSpecs/two()"]),
                .init(id: "your-test", turnsGreen: ["yourTest()", ProofLine.id]),
            ],
            safetyNets: ["AlphaSpecs/stays()", "rule one", "rule two"])
        facts.yourTest = .init(
            file: "Tests/YourTest.swift", mutate: [.init(file: "Sources/Alpha.swift", within: "run(")], traps: [],
            behaviours: [.init(id: "once", rule: "it runs once", broken: "it runs twice", changes: [.twice])])
        return Kata(number: 1, folder: "Kata1-Alpha", facts: facts, readme: "")
    }()

    var row: String {
        "| 1 | 3 | red: 2 specs, 1 probe, 1 source rule and your test; safety nets: 1 spec and 2 source rules | 3 of 9 "
            + "| [keep] 1 probe and 1 source rule; [wiring] 2 specs; [your-test] your test |"
    }

    var screen: String {
        """
        ```text
        $ swift run kata
        Kata 1: AlphaSingleton.shared → alpha injection
        [######--------------] step 1 of 3 [keep] · 3 of 9 passing
          step 2 [wiring]: 0 of 2 passing
          step 3 [your-test]: 0 of 2 passing
        ✔ 3 more passing
        ```
        """
    }

    @Test("The guide's row, the README's first screen and a quoted proof line that agree with kata.json are no miss")
    func agreeing() {
        let figures = KataFigures(kata)
        #expect(figures.guideRow == row)
        let quote = "`✔ Your test: catches 4 of 4 changes to\n  run() · pins 1 of 1 behaviour`"
        #expect(figures.misses(guide: "\n\(row)\n", readme: screen, documents: [("a.md", quote)]).isEmpty)
    }

    @Test("A count that kata.json does not give is a miss that names the document and, for the guide, the right row")
    func disagreeing() {
        let figures = KataFigures(kata)
        let misses = figures.misses(
            guide: "\n" + row.replacingOccurrences(of: "3 of 9", with: "3 of 8") + "\n",
            readme: screen.replacingOccurrences(of: "0 of 2 passing\n  step 3", with: "0 of 3 passing\n  step 3"),
            documents: [("a.md", "catches 4 of 4 changes to run() · pins 2 of 2 behaviours")])
        #expect(
            misses == [
                "docs/facilitator-guide.md: the row of Kata 1 in 'Where each kata starts' is not what kata.json says; "
                    + "it is: \(row)",
                "README.md: watch mode's first screen of Kata 1 lacks '  step 2 [wiring]: 0 of 2 passing', as kata.json has it",
                "a.md: quotes the proof of Kata 1 as pinning 2 of 2 behaviours; kata.json names 1 of 1 behaviour",
            ])
    }

    @Test("What no line of the kata names is none")
    func described() {
        #expect(KataFigures.described([]) == "none")
        #expect(KataFigures.described(["rule a"]) == "1 source rule")
    }
}
