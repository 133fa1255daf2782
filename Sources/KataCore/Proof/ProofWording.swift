/// The learner's words for a proof's verdict (``ProofVerdict``): the line's name and its failures, as the kata's
/// report shows them. Nothing reads them back: the check reads the verdict itself.
package struct ProofWording {
    /// What the kata's `kata.json` says of the learner's test; nil for a kata that asks for none.
    package let yourTest: KataFacts.YourTest?

    package init(_ yourTest: KataFacts.YourTest?) {
        self.yourTest = yourTest
    }

    /// The code whose changes the test must catch, in words: `viewDidLoad()`.
    package var subject: String {
        (yourTest?.mutate ?? []).map {
            $0.name ?? (!$0.within.contains("(") ? $0.within : "\($0.within)\($0.within.hasSuffix("(") ? ")" : ":)")")
        }
        .joined(separator: " and ")
    }

    /// `does`, or `do` after more than one function.
    private var does: String { (yourTest?.mutate.count ?? 0) > 1 ? "do" : "does" }

    /// The line's name: what the changes came to once they were tried, `Your test: catches 6 of 6 changes to
    /// viewDidLoad()`, and what the line checks before that. It counts the changes that compiled, each tried, and,
    /// when some did not, all that were made, as ``building(_:)`` counted them.
    package func name(of verdict: ProofVerdict) -> String {
        guard let changes = verdict.changes else { return "Your test pins what \(subject) \(does)" }
        let counted =
            changes.notCompiled == 0
            ? "\(changes.caught) of \(changes.made) changes to \(subject)"
            : "\(changes.caught) of the \(changes.made) changes to \(subject) that compiled, of "
                + "\(changes.made + changes.notCompiled) made"
        return "Your test: catches \(counted)" + summary(of: changes.behaviours) + leftAlone(changes.leftUnchanged)
    }

    /// What the proof says while it builds its copy: how many changes it made, all of them, before it knows which
    /// compile.
    package func building(_ made: Int) -> String {
        "Proving your test: building it without the specs, with \(made) changes to \(subject) behind a switch; "
            + "only those that compile are tried…"
    }

    /// The line's failures: why the test is not proven; empty when it is.
    package func failures(of verdict: ProofVerdict) -> [String] {
        switch verdict {
        case .nothingToProve:
            return []
        case .pending:
            return [
                "Not proven yet: once every other line here passes, the tool checks that your test passes on your code and fails on each small change to \(subject)."
            ]
        case .doesNotBuild(let message):
            return [
                "Your test does not build in a copy of the kata without its specs: \(message). It may use your code, the wiring spot and the kata's stand-ins, nothing of the specs."
            ]
        case .couldNotRun(let reason):
            return ["The proof could not run: \(reason)"]
        case .cannotTrap(let trap):
            let keep =
                trap.property.map { property in
                    "keep `\(property)` a stored property with a value of its own"
                        + (trap.type.map { ", such as `static let \(property) = \($0)()`" } ?? "")
                } ?? "keep `\(trap.target)` under that name"
            return [
                "The proof could not run: it cannot make the real singleton trap, since \(trap.file) does not declare \(trap.target) as the proof expects: \(keep) (README step [your-test])."
            ]
        case .noTest:
            return ["\(yourTest?.file ?? "") has no test that runs: write one @Test there."]
        case .trapped(let crash, let running):
            let which =
                running.isEmpty
                ? ""
                : " When it stopped, "
                    + (running.count == 1
                        ? "this test was running" : "these tests were running, and one of them reached it")
                    + ": " + running.joined(separator: ", ") + "."
            return [crash + "." + which]
        case .fails(let test, let failures):
            return ["Your test \(test) fails when it runs with no spec beside it: \(failures.joined(separator: " "))"]
        case .nothingToChange(let leftUnchanged):
            let files = Set((yourTest?.mutate ?? []).map(\.file)).sorted().joined(separator: " and ")
            return [
                "The proof found nothing in \(subject) to change, in \(files)\(leftAlone(leftUnchanged)): keep the code README step [your-test] names there, so the proof can check that your test pins it."
            ]
        case .tried(let changes):
            return failures(of: changes.behaviours)
                + changes.behaviours.unnamed.map {
                    "It does not pin what the code does: it still passes \($0.change) (\($0.file):\($0.line)). A test that pins \(subject) fails on that change: through your seam, check exactly what the story says it does (README step [your-test])."
                }
        }
    }

    /// How the proof's line ends: ` · pins 3 of 3 behaviours`, and what it could not check; empty with no behaviours.
    package func summary(of tally: BehaviourTally) -> String {
        guard !tally.checked.isEmpty || !tally.unchecked.isEmpty else { return "" }
        return Self.pins(tally.pinned, of: tally.checked.count)
            + (tally.unchecked.isEmpty
                ? "" : "; not checked in your code: " + tally.unchecked.map(\.rule).joined(separator: "; "))
    }

    /// ` · pins 3 of 3 behaviours`: how many of the behaviours checked a test pins; what the documents quote, too.
    package static func pins(_ pinned: Int, of checked: Int) -> String {
        " · pins \(pinned) of \(checked) \(checked == 1 ? "behaviour" : "behaviours")"
    }

    /// One failure for each unpinned behaviour, naming it and the first change that shows it.
    package func failures(of tally: BehaviourTally) -> [String] {
        tally.unpinned.map { unpinned in
            let (behaviour, survivors) = (unpinned.behaviour, unpinned.survivors)
            let first = survivors[0]
            let more =
                survivors.count == 1
                ? "" : ", and \(survivors.count - 1) more such change\(survivors.count == 2 ? "" : "s")"
            return
                "Your tests never notice when \(behaviour.broken): they still pass \(first.change) (\(first.file):\(first.line))\(more). Pin that \(behaviour.rule) (README step [your-test])."
        }
    }

    /// `; left unchanged: …` after the changes made, naming what the proof left unchanged; empty when nothing was.
    private func leftAlone(_ leftUnchanged: [String]) -> String {
        leftUnchanged.isEmpty ? "" : "; left unchanged: " + leftUnchanged.joined(separator: "; ")
    }
}
