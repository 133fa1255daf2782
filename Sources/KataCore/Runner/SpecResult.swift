/// One spec or probe of a kata after a run: whether it passed, and what its failures said.
package struct SpecResult: Equatable, Sendable {
    /// The kata's number.
    package let kata: Int
    /// `Suite/function()` as the kata's Specs table writes it, or `Probes/Name.swift` for a probe.
    package let id: String
    /// What the spec checks, in words: its display name, or the probe's rule.
    package let name: String
    /// The failure messages, each the spec's own comment when it has one; empty when the spec passed.
    package let failures: [String]

    package var passed: Bool { failures.isEmpty }

    package init(kata: Int, id: String, name: String, failures: [String] = []) {
        self.kata = kata
        self.id = id
        self.name = name
        self.failures = failures
    }
}
