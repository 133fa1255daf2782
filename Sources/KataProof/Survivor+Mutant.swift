import KataCore

extension ProofVerdict.Survivor {
    /// The surviving change `mutant`, as the verdict keeps it.
    package init(_ mutant: Mutant) {
        self.init(change: mutant.change, file: mutant.file, line: mutant.line)
    }
}
