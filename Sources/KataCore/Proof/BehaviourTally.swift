/// What one proof of a learner's test says of each behaviour its step names (``KataFacts/YourTest/Behaviour``):
/// pinned when some change that breaks it was tried and every such change was caught; unpinned when one survived;
/// not checked when the learner's code gave no place for any such change, which counts neither way.
package struct BehaviourTally {
    package typealias Behaviour = KataFacts.YourTest.Behaviour

    /// The behaviours some change was tried for, in the order `kata.json` lists them.
    package let checked: [Behaviour]
    /// The behaviours no change was tried for.
    package let unchecked: [Behaviour]
    /// Each unpinned behaviour, with the surviving changes that break it.
    package let unpinned: [(behaviour: Behaviour, survivors: [Mutant])]
    /// The surviving changes no behaviour names.
    package let unnamed: [Mutant]

    /// The tally of `behaviours` after a proof that tried `tried` (changes that compiled), of which `survivors` passed
    /// the learner's test. A survivor counts against the first behaviour whose changes it is among.
    package init(_ behaviours: [Behaviour], tried: [Mutant], survivors: [Mutant]) {
        checked = behaviours.filter { behaviour in tried.contains { Self.breaks($0, behaviour) } }
        unchecked = behaviours.filter { behaviour in !tried.contains { Self.breaks($0, behaviour) } }
        var unpinned: [(behaviour: Behaviour, survivors: [Mutant])] = []
        var unnamed: [Mutant] = []
        for survivor in survivors {
            guard let behaviour = behaviours.first(where: { Self.breaks(survivor, $0) }) else {
                unnamed.append(survivor)
                continue
            }
            if let index = unpinned.firstIndex(where: { $0.behaviour == behaviour }) {
                unpinned[index].survivors.append(survivor)
            } else {
                unpinned.append((behaviour, [survivor]))
            }
        }
        self.unpinned = unpinned
        self.unnamed = unnamed
    }

    /// Whether `mutant` is a change that breaks `behaviour`, as `kata.json` says.
    package static func breaks(_ mutant: Mutant, _ behaviour: Behaviour) -> Bool {
        behaviour.selects(mutant)
    }

    /// How the proof's line ends: ` · pins 3 of 3 behaviours`, and what it could not check; empty with no behaviours.
    package var summary: String {
        guard !checked.isEmpty || !unchecked.isEmpty else { return "" }
        let pinned = checked.count - unpinned.count
        let noun = checked.count == 1 ? "behaviour" : "behaviours"
        return " · \(Self.pins)\(pinned) of \(checked.count) \(noun)"
            + (unchecked.isEmpty ? "" : "; not checked in your code: " + unchecked.map(\.rule).joined(separator: "; "))
    }

    /// How the proof's line names the behaviours pinned: `pins 3 of 3 behaviours`.
    package static let pins = "pins "

    /// The behaviours pinned and checked that the proof's line `name` gives; nil when it names none.
    package static func pinned(in name: String) -> (pinned: Int, checked: Int)? {
        guard let range = name.range(of: " · \(pins)") else { return nil }
        let words = name[range.upperBound...].split(separator: " ")
        guard words.count >= 3, let pinned = Int(words[0]), words[1] == "of", let checked = Int(words[2]) else {
            return nil
        }
        return (pinned, checked)
    }

    /// One failure for each unpinned behaviour, naming it and the first change that shows it.
    package var failures: [String] {
        unpinned.map { behaviour, survivors in
            let first = survivors[0]
            let more =
                survivors.count == 1
                ? "" : ", and \(survivors.count - 1) more such change\(survivors.count == 2 ? "" : "s")"
            return
                "Your tests never notice when \(behaviour.broken): they still pass \(first.change) (\(first.file):\(first.line))\(more). Pin that \(behaviour.rule) (README step [your-test])."
        }
    }
}
