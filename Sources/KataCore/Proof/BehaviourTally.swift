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

        package init(behaviour: Behaviour, survivors: [Survivor]) {
            (self.behaviour, self.survivors) = (behaviour, survivors)
        }
    }

    package init(checked: [Behaviour], unchecked: [Behaviour], unpinned: [Unpinned], unnamed: [Survivor]) {
        (self.checked, self.unchecked, self.unpinned, self.unnamed) = (checked, unchecked, unpinned, unnamed)
    }

    /// How many of the behaviours checked the learner's test pins.
    package var pinned: Int { checked.count - unpinned.count }
}
