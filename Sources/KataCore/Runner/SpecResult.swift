/// One line of a kata after a run (a spec, a probe, a source rule or the proof of the learner's test): what it is,
/// whether it passed, and what its failures said.
package struct SpecResult: Equatable, Sendable {
    /// What a line of a kata is, as the place that made it knows.
    package enum Kind: Equatable, Sendable {
        /// A spec that ran (or what was recorded outside every spec).
        case spec
        /// A probe of `Probes/`, type-checked against the kata's build.
        case probe
        /// A source rule of `kata.json`.
        case rule
        /// The proof of the learner's own test.
        case yourTest
    }

    /// The kata's number.
    package let kata: Int
    /// `Suite/function()` as the kata's Specs table writes it, `Probes/Name.swift` for a probe, `rule <id>` for a
    /// source rule, or `your test` for the proof.
    package let id: String
    /// What the spec checks, in words: its display name, or the probe's rule.
    package let name: String
    /// The failure messages, each the spec's own comment when it has one; empty when the spec passed.
    package let failures: [String]
    /// What the line is.
    package let kind: Kind
    /// What the proof found, for the proof's line; nil for every other.
    package let verdict: ProofVerdict?

    package var passed: Bool { failures.isEmpty }

    package init(
        kata: Int, id: String, name: String, failures: [String] = [], kind: Kind = .spec, verdict: ProofVerdict? = nil
    ) {
        self.kata = kata
        self.id = id
        self.name = name
        self.failures = failures
        self.kind = kind
        self.verdict = verdict
    }
}
