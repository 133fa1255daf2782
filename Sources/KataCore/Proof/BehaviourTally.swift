/// What one proof of a learner's test says of each behaviour its step names (``KataFacts/YourTest/Behaviour``):
/// pinned when some change that breaks it was tried and every such change was caught; unpinned when one survived;
/// not checked when the learner's code gave no place for any such change, which counts neither way.
package struct BehaviourTally: Codable, Equatable, Sendable {
    package typealias Behaviour = KataFacts.YourTest.Behaviour
    package typealias Survivor = ProofVerdict.Survivor

    /// The behaviours some change was tried for, in the order `kata.json` lists them.
    package let checked: [Behaviour]
    /// The behaviours no change was tried for.
    package let unchecked: [Behaviour]
    /// Each unpinned behaviour, with the surviving changes that break it.
    package let unpinned: [Unpinned]
    /// The surviving changes no behaviour names.
    package let unnamed: [Survivor]

    /// A behaviour some change that breaks it survived, with those changes in the order they were tried.
    package struct Unpinned: Codable, Equatable, Sendable {
        package let behaviour: Behaviour
        package var survivors: [Survivor]
    }

    /// The tally of `behaviours` after a proof that tried `tried` (changes that compiled), of which `survivors` passed
    /// the learner's test. A survivor counts against the first behaviour whose changes it is among.
    package init(_ behaviours: [Behaviour], tried: [Mutant], survivors: [Mutant]) {
        checked = behaviours.filter { behaviour in tried.contains { Self.breaks($0, behaviour) } }
        unchecked = behaviours.filter { behaviour in !tried.contains { Self.breaks($0, behaviour) } }
        var unpinned: [Unpinned] = []
        var unnamed: [Survivor] = []
        for survivor in survivors {
            guard let behaviour = behaviours.first(where: { Self.breaks(survivor, $0) }) else {
                unnamed.append(Survivor(survivor))
                continue
            }
            if let index = unpinned.firstIndex(where: { $0.behaviour == behaviour }) {
                unpinned[index].survivors.append(Survivor(survivor))
            } else {
                unpinned.append(Unpinned(behaviour: behaviour, survivors: [Survivor(survivor)]))
            }
        }
        self.unpinned = unpinned
        self.unnamed = unnamed
    }

    /// Whether `mutant` is a change that breaks `behaviour`, as `kata.json` says.
    package static func breaks(_ mutant: Mutant, _ behaviour: Behaviour) -> Bool {
        behaviour.selects(mutant)
    }

    /// How many of the behaviours checked the learner's test pins.
    package var pinned: Int { checked.count - unpinned.count }
}
