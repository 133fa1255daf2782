import Testing

@testable import KataCommand
@testable import KataCore
@testable import KataDev

/// The small readers the check's rules are made of: step lists, bullets, messages, links and arguments.
struct RulesSpecs {
    @Test("A README's Steps list gives its ids in order, numbered from 1")
    func stepList() {
        let steps = """
            1. [keep] **The view controller keeps its singleton.** Each …
               more text [not-a-step]
            2. [use-kept] **Loading the view talks to it.**
            4. [wiring] **A number out of order ends nothing, but is not shown.**
            3. [hand-in] **A test can hand in a stand-in.**
            """

        #expect(RegistryRules.stepList(steps) == ["keep", "use-kept", "hand-in"])
        #expect(RegistryRules.stepList("1. **No id.**\n2. [keep] **Late.**") == [])
    }

    @Test(
        "Step ids are lowercase words joined by hyphens",
        arguments: [
            ("hand-in", true), ("wiring", true),
            ("Hand-in", false), ("hand--in", false), ("step2", false), ("", false), ("-in", false),
        ])
    func stepIDs(id: String, valid: Bool) {
        #expect(RegistryRules.isStepID(id) == valid)
    }

    @Test("The 'Leave these as they are' bullet names its files, and no file of the next bullet")
    func leaveAloneBullet() {
        let constraints = """
            - Leave these as they are: `Sources/ScarySingleton.swift`,
              `Tests/ScaryStub.swift`.
            - Change `Sources/ViewController.swift`.
            """

        #expect(
            RegistryRules.leaveAloneBullet(constraints) == ["Sources/ScarySingleton.swift", "Tests/ScaryStub.swift"])
    }

    @Test("The steps a spec file's messages name are the [ids] in its string literals, interpolations left out")
    func namedSteps() {
        let source = #"""
            let spies = [spy]
            #expect(spy.calls[key] == 1, "Called \(spy.calls[key]) times (README steps [keep] and [hand-in])")
            """#

        #expect(RegistryRules.namedSteps(in: source) == ["keep", "hand-in"])
    }

    @Test("Relative links are followed without their anchors; web addresses are not")
    func links() {
        let text = "[a](docs/a.md#top) [b](https://example.com) [c](#local) [d](../LICENSE)"

        #expect(DocsRules.relativeLinks(in: text) == ["docs/a.md", "../LICENSE"])
        #expect(
            DocsRules.kataCommands(in: "`swift run kata hint 1` or `swift run kata` or swift run kata-dev") == ["hint"])
    }

    @Test("check takes no option, --runs N with N above 0, or --stress")
    func runs() {
        #expect(DevTool.runs([]) == 3)
        #expect(DevTool.runs(["--runs", "1"]) == 1)
        #expect(DevTool.runs(["--stress"]) == 50)
        #expect(DevTool.runs(["--runs", "0"]) == nil)
        #expect(DevTool.runs(["--runs"]) == nil)
        #expect(DevTool.runs(["--fast"]) == nil)
    }

    @Test("The README may show a name the solution invents only from its Stretch on, and step ids are no names")
    func leakedNames() {
        #expect(
            ReadmeRules.identifiers(inCode: #"let kept = "a string" // a comment"#) == ["let", "kept"])
    }
}

extension RulesSpecs {
    @Test("The root README's kata table names each kata's technique and article as its kata.json does")
    func tableRow() {
        let facts = KataFacts(
            singleton: "AlphaSingleton.shared", technique: "alpha injection", article: "On Alpha", edit: [],
            leaveAlone: [:], steps: [], safetyNets: [])
        let kata = Kata(number: 1, folder: "Kata1-Alpha", facts: facts, readme: "")
        let row = "| [1](katas/Kata1-Alpha/README.md) | `AlphaSingleton.shared` |"

        #expect(DocsRules.tableRowMiss(in: row + " alpha injection | \"On Alpha\" |", for: kata) == nil)
        #expect(
            DocsRules.tableRowMiss(in: row + " an alpha injection | \"On Alpha\" |", for: kata)
                == "README.md: the kata table's row for Kata 1 (Kata1-Alpha) does not name its technique "
                + "'alpha injection' and its article 'On Alpha' as kata.json does")
        #expect(
            DocsRules.tableRowMiss(in: "no table", for: kata)
                == "README.md: the kata table has no row for Kata 1 (Kata1-Alpha)")
    }
}
