import KataCore

extension ChangeSelection {
    /// Whether the selection chooses `mutant`.
    package func selects(_ mutant: Mutant) -> Bool {
        changes.contains(mutant.kind) && (self.in?.contains(mutant.within) ?? true)
            && (at?.contains { mutant.change.contains($0) } ?? true)
    }
}
