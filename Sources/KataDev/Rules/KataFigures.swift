import Foundation
import KataCore

/// The counts the documents state about a kata as it is now, made from its `kata.json` alone: the facilitator guide's
/// row of where it starts, the lines of watch mode's first screen, and how many behaviours its proof pins.
package struct KataFigures {
    package let kata: Kata

    package init(_ kata: Kata) {
        self.kata = kata
    }

    /// The facilitator guide's row for the kata in its table of where each kata starts: steps, what is red and what
    /// is a safety net at the start, watch mode's first count, and what each step turns green.
    package var guideRow: String {
        let steps = kata.facts.steps.map { "[\($0.id)] \(Self.described(Self.shown($0.turnsGreen)))" }
            .joined(separator: "; ")
        let start = "red: \(Self.described(red)); safety nets: \(Self.described(kata.facts.safetyNets))"
        return "| \(kata.number) | \(kata.facts.steps.count) | \(start) | \(startingCount) | \(steps) |"
    }

    /// What starts red as the `kata` command shows it: every step's lines but the plain path's spec, which the
    /// command leaves out (``KeptJudgement/spec``).
    private var red: [String] { Self.shown(kata.facts.red) }

    /// `ids` as the `kata` command shows them: without the plain path's spec.
    private static func shown(_ ids: [String]) -> [String] { ids.filter { $0 != KeptJudgement.spec } }

    /// Watch mode's count at the start, `7 of 15`: the safety nets pass, every step's lines fail.
    package var startingCount: String {
        "\(kata.facts.safetyNets.count) of \(red.count + kata.facts.safetyNets.count)"
    }

    /// The lines of watch mode's first screen that hold counts: where the kata stands, each later step, the folded
    /// safety nets.
    package var startingScreen: [String] {
        let steps = kata.facts.steps
        guard let first = steps.first else { return [] }
        let later = steps.enumerated().dropFirst().map { index, step in
            "  step \(index + 1) [\(step.id)]: 0 of \(Self.shown(step.turnsGreen).count) passing"
        }
        return ["step 1 of \(steps.count) [\(first.id)] · \(startingCount) passing"] + later
            + (kata.facts.safetyNets.isEmpty ? [] : ["✔ \(kata.facts.safetyNets.count) more passing"])
    }

    /// How a quoted proof line ends once every behaviour is pinned, `changes to viewDidLoad() · pins 3 of 3
    /// behaviours`; nil for a kata whose test names no behaviours.
    package var provenEnding: (start: String, end: String)? {
        guard let yourTest = kata.facts.yourTest, let behaviours = yourTest.behaviours, !behaviours.isEmpty else {
            return nil
        }
        let pins = ProofWording.pins(behaviours.count, of: behaviours.count)
        let lead = pins.prefix { !$0.isNumber }
        return ("changes to \(ProofWording(yourTest).subject)\(lead)", String(pins.dropFirst(lead.count)))
    }

    /// What the kata's documents state of these figures that is not so: the guide's row, the README's first screen
    /// when it shows this kata, and every quoted proof line of this kata in `documents` (path and text).
    package func misses(guide: String, readme: String, documents: [(path: String, text: String)]) -> [String] {
        var misses: [String] = []
        let row = guide.split(separator: "\n").first { $0.hasPrefix("| \(kata.number) | ") && $0.contains(" red: ") }
        if row.map(String.init) != guideRow {
            misses.append(
                "docs/facilitator-guide.md: the row of Kata \(kata.number) in 'Where each kata starts' is not what "
                    + "kata.json says; it is: \(guideRow)")
        }
        if let screen = Self.firstScreen(in: readme), screen.contains("\nKata \(kata.number): ") {
            for line in startingScreen where !screen.contains(line + "\n") {
                misses.append(
                    "README.md: watch mode's first screen of Kata \(kata.number) lacks '\(line)', as kata.json has it")
            }
        }
        if let (start, end) = provenEnding {
            for (path, text) in documents {
                let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                for quoted in flat.components(separatedBy: start).dropFirst() where !quoted.hasPrefix(end) {
                    misses.append(
                        "\(path): quotes the proof of Kata \(kata.number) as pinning \(Self.firstWords(quoted)); "
                            + "kata.json names \(end)")
                }
            }
        }
        return misses
    }

    /// The first four words of `text`, as far as the last letter: `2 of 2 behaviours`.
    private static func firstWords(_ text: String) -> String {
        let words = text.split(separator: " ").prefix(4).joined(separator: " ")
        guard let last = words.lastIndex(where: \.isLetter) else { return words }
        return String(words.prefix(through: last))
    }

    /// The README's sample of watch mode: the text block that starts `$ swift run kata`.
    private static func firstScreen(in readme: String) -> String? {
        guard let start = readme.range(of: "```text\n$ swift run kata\n") else { return nil }
        return readme[start.upperBound...].components(separatedBy: "```").first.map { "\n" + $0 }
    }

    /// The lines `ids` name, counted by kind: `3 specs, 1 probe, 2 source rules and your test`.
    package static func described(_ ids: [String]) -> String {
        let yours = ["yourTest()", ProofLine.id]
        let probes = ids.filter { $0.hasPrefix("Probes/") }.count
        let rules = ids.filter { $0.hasPrefix("rule ") }.count
        let specs = ids.filter { !$0.hasPrefix("Probes/") && !$0.hasPrefix("rule ") && !yours.contains($0) }.count
        let parts =
            [(specs, "spec"), (probes, "probe"), (rules, "source rule")].filter { $0.0 > 0 }.map {
                "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")"
            } + (ids.contains { yours.contains($0) } ? ["your test"] : [])
        guard let last = parts.last else { return "none" }
        return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
    }
}
