import KataCore

/// How a proof comes to its tally: each surviving change counted against the behaviour `kata.json` says it breaks.
extension BehaviourTally {
    /// The tally of `behaviours` after a proof that tried `tried` (changes that compiled), of which `survivors` passed
    /// the learner's test. A survivor counts against the first behaviour whose changes it is among.
    package init(_ behaviours: [Behaviour], tried: [Mutant], survivors: [Mutant]) {
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
        self.init(
            checked: behaviours.filter { behaviour in tried.contains { Self.breaks($0, behaviour) } },
            unchecked: behaviours.filter { behaviour in !tried.contains { Self.breaks($0, behaviour) } },
            unpinned: unpinned, unnamed: unnamed)
    }

    /// Whether `mutant` is a change that breaks `behaviour`, as `kata.json` says.
    package static func breaks(_ mutant: Mutant, _ behaviour: Behaviour) -> Bool {
        behaviour.selects(mutant)
    }
}
