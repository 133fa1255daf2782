import KataCore
import SwiftReader

/// The operator that makes a loop stop after its first element (a kata's own).
enum Loops {
    /// Each `for … in` loop that the build compiles, at any depth, made to stop after its first element: `break` at
    /// the end of its body. A test that hands the code one element, or asks only whether something happened, does not
    /// notice. A body that is empty, or that ends in a jump already, is left as it is.
    struct FirstOnly: ChangeOperator {
        let kinds: [ChangeKind] = [.firstOnly]
        let optIn = true

        func change(
            _ statement: SwiftCode.Statement, shown: ChangeFinder.Shown, whole: Bool, in finder: inout ChangeFinder
        ) {
            let tokens = finder.code.tokens
            let first = tokens[statement.range.lowerBound]
            guard first.kind == .word, first.text == "for", let body = statement.blocks.last,
                let last = body.statements.last
            else { return }
            let opening = tokens[last.range.lowerBound]
            if opening.kind == .word && Self.jumps.contains(opening.text) { return }
            let end = tokens[body.close].range.lowerBound
            finder.add(
                end..<end, "\nbreak\n", "with `\(shown.text)` stopped after its first element", .firstOnly,
                order: tokens[statement.range.lowerBound].range.lowerBound)
        }

        /// Words that open a statement after which the body goes no further.
        private static let jumps: Set<String> = ["return", "throw", "break", "continue"]
    }
}
