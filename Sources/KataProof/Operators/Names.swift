import KataCore
import SwiftReader

/// The operator that makes an equality of two values an equality of their names alone (a kata's own): someone who
/// shares a name with the one the code looks for passes for them.
enum Names {
    /// Each `==` and `!=` between two values (`friend == loggedUser`), and each `contains(x)` of one value, made to
    /// compare the `name` of each alone: `friend.name == loggedUser?.name`. A test whose users all have names of their
    /// own does not notice. These are guesses at which side is optional: those that do not build go.
    struct Only: ChangeOperator {
        let kinds: [ChangeKind] = [.byName]
        let optIn = true
        let guesses = true

        func change(token index: Int, shown: ChangeFinder.Shown, in finder: inout ChangeFinder) {
            let tokens = finder.code.tokens
            let token = tokens[index]
            if token.kind == .op && ["==", "!="].contains(token.text) {
                guard let left = operand(endingAt: index - 1, in: finder.code),
                    let right = operand(startingAt: index + 1, in: finder.code)
                else { return }
                let one = finder.oneLine(Array(left))
                let other = finder.oneLine(Array(right))
                let bytes = tokens[left.lowerBound].range.lowerBound..<tokens[right.upperBound - 1].range.upperBound
                for (a, b) in [(".", "."), (".", "?."), ("?.", "."), ("?.", "?.")] {
                    finder.add(
                        bytes, "(\(one))\(a)name \(token.text) (\(other))\(b)name",
                        "with `\(one) \(token.text) \(other)` compared by name alone, `\(one)\(a)name \(token.text) \(other)\(b)name`, in `\(shown.text)`",
                        .byName)
                }
            } else if token.kind == .word, token.text == "contains", index > 0, tokens[index - 1].is("."),
                index + 1 < tokens.count, tokens[index + 1].is("("),
                let argument = operand(startingAt: index + 2, in: finder.code),
                argument.upperBound < tokens.count, tokens[argument.upperBound].is(")")
            {
                let value = finder.oneLine(Array(argument))
                let bytes = token.range.lowerBound..<tokens[argument.upperBound].range.upperBound
                for b in [".", "?."] {
                    finder.add(
                        bytes, "contains(where: { $0.name == (\(value))\(b)name })",
                        "with `contains(\(value))` compared by name alone, `contains { $0.name == \(value)\(b)name }`, in `\(shown.text)`",
                        .byName)
                }
            }
        }

        /// The value that ends at token `end`: names joined by `.`, `?.` or `!`, such as `user.friend` or
        /// `loggedUser!`; nil for anything else, a literal or `nil` among them.
        private func operand(endingAt end: Int, in code: SwiftCode) -> Range<Int>? {
            let tokens = code.tokens
            var start = end
            if start >= 0, tokens[start].kind == .op, tokens[start].text == "!" { start -= 1 }
            guard start >= 0, isName(tokens[start]) else { return nil }
            while start >= 2, tokens[start - 1].is("."), isName(tokens[start - 2]) { start -= 2 }
            return start..<end + 1
        }

        /// The value that starts at token `start`, as ``operand(endingAt:in:)`` reads one.
        private func operand(startingAt start: Int, in code: SwiftCode) -> Range<Int>? {
            let tokens = code.tokens
            guard start < tokens.count, isName(tokens[start]) else { return nil }
            var end = start + 1
            while end + 1 < tokens.count, tokens[end].is("."), isName(tokens[end + 1]) { end += 2 }
            if end < tokens.count, tokens[end].kind == .op, tokens[end].text == "!" { end += 1 }
            return start..<end
        }

        /// Whether `token` is a name a value goes by, not a keyword that is a value of its own.
        private func isName(_ token: SwiftCode.Token) -> Bool {
            token.kind == .word && !["nil", "true", "false", "try", "await", "in", "return"].contains(token.text)
        }
    }
}
