import KataCore
import SwiftReader

/// The operator that makes a lookup by key answer with another entry (a kata's own).
enum Lookups {
    /// Each read of a dictionary by one key (`$0[account]`, `self.tokens[account]`) given another entry's value where
    /// it has none for that key, `($0[account] ?? $0.values.first)`: a test that never asks for a key while another
    /// has a value does not notice. A subscript assigned to is left as it is. These are guesses at a type: an array,
    /// or a dictionary whose values are optional, does not build, and goes.
    struct AnotherEntry: ChangeOperator {
        let kinds: [ChangeKind] = [.anotherEntry]
        let optIn = true
        let guesses = true

        func change(token index: Int, shown: ChangeFinder.Shown, in finder: inout ChangeFinder) {
            let tokens = finder.code.tokens
            guard tokens[index].is("["), index > 0, tokens[index - 1].kind == .word, !tokens[index].spaceBefore,
                !Self.keywords.contains(tokens[index - 1].text)
            else { return }
            // What is read: a name, or a chain of them, `self.tokens`.
            var start = index - 1
            while start >= 2, tokens[start - 1].is("."), tokens[start - 2].kind == .word { start -= 2 }
            var depth = 0
            var close = index
            while close < tokens.count {
                if tokens[close].is("[") || tokens[close].is("(") { depth += 1 }
                if tokens[close].is("]") || tokens[close].is(")") { depth -= 1 }
                if depth == 0 { break }
                close += 1
            }
            guard close < tokens.count, close > index + 1, tokens[close].is("]"),
                !tokens[index + 1..<close].contains(where: { $0.is(",") || $0.is(":") }),
                close + 1 >= tokens.count || !Self.assigns(tokens[close + 1])
            else { return }
            let dictionary = finder.code.source(finder.byteRange(start..<index))
            let read = finder.code.source(finder.byteRange(start..<close + 1))
            let shownRead = finder.oneLine(Array(start...close))
            let place = shownRead == shown.text ? "" : ", in `\(shown.text)`"
            finder.add(
                finder.byteRange(start..<close + 1), "(\(read) ?? \(dictionary).values.first)",
                "with `\(shownRead)` answering another entry's value when it has none\(place)", .anotherEntry)
        }

        /// Whether `token` assigns to what comes before it: `=`, `+=` and the like.
        private static func assigns(_ token: SwiftCode.Token) -> Bool {
            token.kind == .op && token.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(token.text)
        }

        /// Words a `[` after which opens an array, not a subscript.
        private static let keywords: Set<String> = ["return", "in", "case", "try", "await", "throw", "is", "as"]
    }
}
