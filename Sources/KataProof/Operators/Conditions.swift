import KataCore
import SwiftReader

/// The operators that change what the code decides: a condition of several dropped, the conditions forced or made to
/// hold the first time alone, a `!` taken away, a comparison turned round or made strict or loose, `&&` and `||`
/// swapped.
enum Conditions {
    /// Each condition of an `if`, `guard` or `while` that lists more than one, dropped: the others decide alone.
    struct Dropped: ChangeOperator {
        let kinds: [ChangeKind] = [.conditionDropped]

        func change(
            _ statement: SwiftCode.Statement, shown: ChangeFinder.Shown, whole: Bool, in finder: inout ChangeFinder
        ) {
            let tokens = finder.code.tokens
            let conditions = Conditions.of(statement, in: finder.code)
            guard conditions.count > 1, !conditions.contains(where: \.isEmpty) else { return }
            for (number, condition) in conditions.enumerated() {
                // A condition goes with the comma after it; the last with the comma before it.
                let bytes =
                    number < conditions.count - 1
                    ? tokens[condition[0]].range.lowerBound..<tokens[conditions[number + 1][0]].range.lowerBound
                    : tokens[conditions[number - 1].last! + 1].range
                        .lowerBound..<tokens[condition.last!].range.upperBound
                finder.add(
                    bytes, "", "without the condition `\(finder.oneLine(condition))` in `\(shown.text)`",
                    .conditionDropped)
            }
        }
    }

    /// The conditions of an `if` or a `guard` forced `true`, and of an `if`, a `guard` or a `while` forced
    /// `false`, unless one of them binds a name (`if let`, `case`) or asks for an OS version. A change after which
    /// a `throw` can no longer run is a ``ChangeKind/noThrow``: the caller gets an answer instead of an error.
    /// For an early exit that is deleted already (``Deletions/Exit``), the value that does the same is left out:
    /// `true` for a `guard`, `false` for an `if`.
    struct Forced: ChangeOperator {
        let kinds: [ChangeKind] = [.conditionTrue, .conditionFalse, .noThrow]

        func change(
            _ statement: SwiftCode.Statement, shown: ChangeFinder.Shown, whole: Bool, in finder: inout ChangeFinder
        ) {
            let tokens = finder.code.tokens
            let keyword = tokens[statement.range.lowerBound].text
            let conditions = Conditions.of(statement, in: finder.code)
            let deleted = whole && finder.kind(of: statement) == .earlyExit
            guard let first = conditions.first?.first, let last = conditions.last?.last,
                !conditions.contains(where: \.isEmpty),
                !conditions.contains(where: { condition in
                    condition.contains {
                        ["let", "var", "case", "#available", "#unavailable"].contains(tokens[$0].text)
                    }
                })
            else { return }
            let all = Array(first...last)
            let bytes = finder.byteRange(first..<last + 1)
            for forced in keyword == "while" ? [false] : [true, false]
            where !(deleted && forced == (keyword == "guard")) {
                // What can no longer run: for `true`, a `guard`'s `else` or what follows an `if`'s first block; for
                // `false`, the first block of an `if` or a `while` (a `guard`'s next statements are not looked at).
                let opening = statement.blocks.first.map { Array($0.open...$0.close) } ?? []
                let rest = statement.blocks.first.map { Array($0.close + 1..<statement.range.upperBound) } ?? []
                let dead = keyword == "guard" ? (forced ? opening : []) : forced ? rest : opening
                let throwsSkipped = dead.contains { tokens[$0].kind == .word && tokens[$0].text == "throw" }
                finder.add(
                    bytes, "\(forced)", "with `\(finder.oneLine(all))` made `\(forced)` in `\(shown.text)`",
                    throwsSkipped ? .noThrow : forced ? .conditionTrue : .conditionFalse)
            }
        }
    }

    /// The conditions of an `if` or a `guard` made to hold only the first time they do for the object whose code it
    /// is (a kata's own): a condition put last that is true once for each `self`, held weakly, and false after, as a
    /// check that the work was never done before would be. A test that meets the statement once per object does not
    /// notice. These are guesses: code whose `self` is not an object, or that has no `self`, does not build, and goes.
    struct FirstTimeOnly: ChangeOperator {
        let kinds: [ChangeKind] = [.firstTimeOnly]
        let optIn = true
        let guesses = true

        func change(
            _ statement: SwiftCode.Statement, shown: ChangeFinder.Shown, whole: Bool, in finder: inout ChangeFinder
        ) {
            let tokens = finder.code.tokens
            let keyword = tokens[statement.range.lowerBound].text
            let conditions = Conditions.of(statement, in: finder.code)
            guard keyword != "while", let last = conditions.last?.last, !conditions.contains(where: \.isEmpty)
            else { return }
            let end = tokens[last].range.upperBound
            finder.add(
                end..<end, Self.firstTime, "with `\(shown.text)` passing only the first time it does", .firstTimeOnly)
        }

        /// The condition, put after the others, that holds the first time it is asked for each object alone.
        private static let firstTime = """
            , ({
                final class KataFirstTime {
                    nonisolated(unsafe) static var passed: [() -> AnyObject?] = []
                }
                if KataFirstTime.passed.contains(where: { $0() === self }) { return false }
                KataFirstTime.passed.append({ [weak self] in self })
                return true
            }())
            """
    }

    /// Each `!` that negates what follows it taken away: `!oldValue`, `(!done)`.
    struct Negation: ChangeOperator {
        let kinds: [ChangeKind] = [.negationDropped]

        func change(token index: Int, shown: ChangeFinder.Shown, in finder: inout ChangeFinder) {
            guard finder.code.tokens[index].kind == .op, Conditions.isNegation(index, in: finder.code) else { return }
            finder.replace(index, with: "", "without \(finder.place(index, in: shown))", shown, .negationDropped)
        }
    }

    /// Each comparison turned round, and an order's boundary moved by one; `&&` made `||`, and `||` made `&&`.
    struct Comparison: ChangeOperator {
        let kinds: [ChangeKind] = [.comparison, .andOr]

        func change(token index: Int, shown: ChangeFinder.Shown, in finder: inout ChangeFinder) {
            let token = finder.code.tokens[index]
            guard token.kind == .op, !Conditions.isNegation(index, in: finder.code) else { return }
            for other in Self.flips[token.text] ?? [] where token.isBinary || token.text.count == 2 {
                finder.replace(
                    index, with: other, "with \(finder.place(index, in: shown)) turned into `\(other)`", shown,
                    ["&&", "||"].contains(other) ? .andOr : .comparison)
            }
        }

        /// Each comparison and what it becomes: its opposite, and for an order its boundary moved by one.
        static let flips: [String: [String]] = [
            "==": ["!="], "!=": ["=="], "<": [">=", "<="], ">": ["<=", ">="], "<=": [">", "<"], ">=": ["<", ">"],
            "&&": ["||"], "||": ["&&"],
        ]
    }

    /// The conditions of an `if`, `guard` or `while`, each as its tokens: after the keyword, up to the first block
    /// or a `guard`'s `else`; none for any other statement.
    static func of(_ statement: SwiftCode.Statement, in code: SwiftCode) -> [[Int]] {
        let tokens = code.tokens
        let keyword = tokens[statement.range.lowerBound]
        guard keyword.kind == .word && ["if", "guard", "while"].contains(keyword.text) else { return [] }
        var conditions: [[Int]] = [[]]
        var depth = 0
        for (place, index) in statement.header.enumerated().dropFirst() {
            let token = tokens[index]
            if place > 0 && index != statement.header[place - 1] + 1 { break }
            if depth == 0 && token.kind == .word && token.text == "else" { break }
            if token.is("(") || token.is("[") { depth += 1 }
            if token.is(")") || token.is("]") { depth -= 1 }
            if depth == 0 && token.is(",") {
                conditions.append([])
            } else {
                conditions[conditions.count - 1].append(index)
            }
        }
        return conditions
    }

    /// Whether the token at `index` is a `!` that negates what follows it: `!oldValue`, `(!done)`.
    static func isNegation(_ index: Int, in code: SwiftCode) -> Bool {
        let token = code.tokens[index]
        guard token.text == "!", !token.spaceAfter, index + 1 < code.tokens.count else { return false }
        return token.spaceBefore || (index > 0 && ["(", "[", ","].contains(where: code.tokens[index - 1].is))
    }
}
