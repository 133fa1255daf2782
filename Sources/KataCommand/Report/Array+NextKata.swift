import KataCore

extension [Kata] {
    /// The first kata after `kata` (after none: the first kata) that `known` does not show green.
    func next(after kata: Kata?, known: [KataReport] = []) -> Kata? {
        first { candidate in
            candidate.number > (kata?.number ?? Int.min)
                && !known.contains { $0.kata.number == candidate.number && $0.isGreen }
        }
    }
}
