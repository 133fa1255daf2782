import Foundation
import KataCore
import SwiftReader

/// The operators that change a constant: a number moved by one or made zero, `true` and `false` swapped, a plain
/// string made empty, a string's interpolations taken out.
enum Constants {
    /// Each number moved by one, or made zero; not one that follows another in a product, nor the move that a
    /// comparison made strict or loose makes already.
    struct Number: ChangeOperator {
        let kinds: [ChangeKind] = [.number]

        func change(token index: Int, shown: ChangeFinder.Shown, in finder: inout ChangeFinder) {
            let token = finder.code.tokens[index]
            guard token.kind == .number, !Self.isLaterFactor(index, in: finder.code) else { return }
            for other in Self.others(of: token.text) where other != Self.boundaryTwin(index, in: finder.code) {
                finder.replace(
                    index, with: other, "with \(finder.place(index, in: shown)) made `\(other)`", shown, .number)
            }
        }

        /// What a number literal becomes: one more, one less when above zero, and zero (or one for zero), each once.
        static func others(of literal: String) -> [String] {
            let digits = literal.replacingOccurrences(of: "_", with: "")
            var found: [String] = []
            if let value = Int(digits) {
                for other in [value + 1, value > 0 ? value - 1 : nil, value == 0 ? 1 : 0].compactMap({ $0 })
                where !found.contains("\(other)") {
                    found.append("\(other)")
                }
            } else if digits.allSatisfy({ $0.isNumber || $0 == "." }), let value = Double(digits) {
                for other in [value + 1, value >= 1 ? value - 1 : nil, value == 0 ? 1 : 0].compactMap({ $0 }) {
                    let text = other == other.rounded() ? String(format: "%.1f", other) : "\(other)"
                    if !found.contains(text) && Double(text) != value { found.append(text) }
                }
            }
            return found
        }

        /// Whether the number at `index` follows another in a product of numbers, `24` in `120 * 24 * 60`: the
        /// product is one constant, which its first number stands for.
        private static func isLaterFactor(_ index: Int, in code: SwiftCode) -> Bool {
            let tokens = code.tokens
            return index >= 2 && tokens[index - 1].kind == .op && ["*", "/"].contains(tokens[index - 1].text)
                && tokens[index - 2].kind == .number
        }

        /// For a whole number compared on its own with `<`, `<=`, `>` or `>=`, its move by one that the comparison
        /// made strict or loose already makes: `x <= 99` is `x < 100`. The move the other way stays: `x <= 101`.
        private static func boundaryTwin(_ index: Int, in code: SwiftCode) -> String? {
            let tokens = code.tokens
            guard let value = Int(tokens[index].text.replacingOccurrences(of: "_", with: "")) else { return nil }
            let before = index > 0 ? tokens[index - 1] : nil
            let after = index + 1 < tokens.count ? tokens[index + 1] : nil
            var comparison: String?
            if let before, before.isBinary, after?.kind != .op {
                comparison = before.text
            } else if let after, after.isBinary, before?.kind != .op {
                // `100 >= x` reads as `x <= 100`.
                comparison = ["<": ">", "<=": ">=", ">": "<", ">=": "<="][after.text]
            }
            switch comparison {
            case "<=", ">": return "\(value - 1)"
            case "<", ">=": return "\(value + 1)"
            default: return nil
            }
        }
    }

    /// Each `true` made `false`, and each `false` made `true`.
    struct Boolean: ChangeOperator {
        let kinds: [ChangeKind] = [.boolean]

        func change(token index: Int, shown: ChangeFinder.Shown, in finder: inout ChangeFinder) {
            let token = finder.code.tokens[index]
            // A property that holds a singleton is ``Shared/AnotherInstance``'s.
            guard token.kind == .word, finder.held[token.text] == nil, ["true", "false"].contains(token.text) else {
                return
            }
            let other = token.text == "true" ? "false" : "true"
            finder.replace(
                index, with: other, "with \(finder.place(index, in: shown)) made `\(other)`", shown, .boolean)
        }
    }

    /// Each plain string that is not empty made `""`.
    struct EmptyString: ChangeOperator {
        let kinds: [ChangeKind] = [.emptyString]

        func change(token index: Int, shown: ChangeFinder.Shown, in finder: inout ChangeFinder) {
            let token = finder.code.tokens[index]
            guard token.kind == .string, Constants.isPlain(token.text) else { return }
            finder.replace(
                index, with: "\"\"", "with \(finder.place(index, in: shown)) made `\"\"`", shown, .emptyString)
        }
    }

    /// Each one-line string's interpolations taken out: `"item: \(item)"` made `"item: "`.
    struct Interpolation: ChangeOperator {
        let kinds: [ChangeKind] = [.interpolationDropped]

        func change(token index: Int, shown: ChangeFinder.Shown, in finder: inout ChangeFinder) {
            let token = finder.code.tokens[index]
            guard token.kind == .string, !Constants.isPlain(token.text),
                let plain = Self.withoutInterpolations(token.text)
            else { return }
            finder.replace(
                index, with: plain, "with \(finder.place(index, in: shown)) made `\(plain)`", shown,
                .interpolationDropped)
        }

        /// A one-line string literal with its interpolations taken out, `"item: \(item)"` made `"item: "`; nil for
        /// one with none, or whose interpolation holds a string of its own.
        static func withoutInterpolations(_ literal: String) -> String? {
            guard literal.hasPrefix("\""), !literal.hasPrefix("\"\"\""), literal.contains("\\(") else { return nil }
            var kept = ""
            var characters = literal[...]
            while let first = characters.first {
                characters = characters.dropFirst()
                guard first == "\\" else {
                    kept.append(first)
                    continue
                }
                guard characters.first == "(" else {
                    // An escape, `\"` or `\\`, kept whole.
                    kept.append(first)
                    if let escaped = characters.first { kept.append(escaped) }
                    characters = characters.dropFirst()
                    continue
                }
                var depth = 0
                while let next = characters.first {
                    characters = characters.dropFirst()
                    if next == "\"" { return nil }
                    if next == "(" { depth += 1 }
                    if next == ")" { depth -= 1 }
                    if depth == 0 { break }
                }
            }
            return kept == literal ? nil : kept
        }
    }

    /// Whether a string literal is plain and not empty: `"text"`, with no escape, interpolation or `#`.
    static func isPlain(_ literal: String) -> Bool {
        literal.count > 2 && literal.hasPrefix("\"") && !literal.hasPrefix("\"\"\"") && !literal.contains("\\")
    }
}
