import KataCore

/// How the changes found become the list the proof tries: in the order of the code, each change that gives the code
/// as it was or as another gives it counted once, and changes that read alike named by the statement they are under.
extension Mutant {
    /// The changes `found` in `text`, each with the offset that orders it and the statement it is under, ordered by
    /// offset (ties keep the order they came in), without duplicates, and named apart where they read alike.
    static func deduplicated(_ found: [(offset: Int, mutant: Mutant, under: String?)], in text: String) -> [Mutant] {
        // A change that gives the code as it was, or as another change gives it, counts once.
        var seen: Set<String> = [text]
        let kept = found.enumerated()
            .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
            .filter { seen.insert($0.mutant.text(in: text)).inserted }
        // Changes that read alike (`return false` made `true`, in two places) say which statement each is under.
        let alike = Dictionary(grouping: kept.map(\.mutant.change), by: { $0 }).filter { $0.value.count > 1 }
        return kept.map { _, mutant, under in
            guard let under, alike[mutant.change] != nil else { return mutant }
            var named = mutant
            named.change += ", under `\(under)`"
            return named
        }
    }
}
