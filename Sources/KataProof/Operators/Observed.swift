import KataCore
import SwiftReader

/// The operator that hides a property from observation (a kata's own).
enum Observed {
    /// A stored `var` of an `@Observable` model marked `@ObservationIgnored`: what it holds stays right when read,
    /// and no view that reads it re-renders when it changes. A test that reads the value and never tracks it does
    /// not notice. A property with accessors, a `let`, or one ignored already is left as it is. The change is to a
    /// declaration, outside any body, so the proof builds it on its own.
    struct Ignored: ChangeOperator {
        let kinds: [ChangeKind] = [.observationIgnored]
        let optIn = true

        func change(declaration: SwiftCode.Statement, in finder: inout ChangeFinder) {
            let tokens = finder.code.tokens
            let header = declaration.header.map { tokens[$0] }
            guard declaration.blocks.isEmpty, header.contains(where: { $0.kind == .word && $0.text == "var" }),
                !header.contains(where: { $0.kind == .attribute && $0.text.hasSuffix("ObservationIgnored") })
            else { return }
            let start = tokens[declaration.range.lowerBound].range.lowerBound
            finder.add(
                start..<start, "@ObservationIgnored ",
                "with `\(SourceRule.words(finder.within))` marked `@ObservationIgnored`", .observationIgnored)
        }
    }
}
