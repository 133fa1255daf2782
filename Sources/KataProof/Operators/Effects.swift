import KataCore
import SwiftReader

/// The operator that makes one path forget what a function of the file's own does on the others (a kata's own): the
/// retry that signs in again but never saves the token it got.
enum Effects {
    /// Each call to a function the same file declares (`self.token(for: account)`, `reserve(item)`), made at that
    /// place alone to a copy of the function, declared just before the statement, that skips one of its statements
    /// that only does something: not one that declares a name, returns, throws or leaves a loop, nor one with blocks
    /// of its own. A test that checks what the path answers, and never what it leaves behind for the next call, does
    /// not notice. These are guesses: a copy that does not build where it goes is dropped.
    struct SkippedOnOnePath: ChangeOperator {
        let kinds: [ChangeKind] = [.effectSkipped]
        let optIn = true
        let guesses = true

        func change(
            _ statement: SwiftCode.Statement, shown: ChangeFinder.Shown, whole: Bool, in finder: inout ChangeFinder
        ) {
            let tokens = finder.code.tokens
            let first = tokens[statement.range.lowerBound]
            guard !(first.kind == .word && ["case", "default", "func"].contains(first.text)) else { return }
            let header = statement.header
            for (place, index) in header.enumerated() where place + 1 < header.count && header[place + 1] == index + 1 {
                guard tokens[index].kind == .word, tokens[index + 1].is("("),
                    !Self.keywords.contains(tokens[index].text)
                else { continue }
                // A call of the type's own or a free function's: `token(for:)` or `self.token(for:)`, never
                // `store.token(for:)`.
                var start = index
                if index > 0 && tokens[index - 1].is(".") {
                    guard index > 1, tokens[index - 2].kind == .word, tokens[index - 2].text == "self" else { continue }
                    start = index - 2
                }
                if index > 0 && tokens[index - 1].kind == .word && tokens[index - 1].text == "func" { continue }
                let label =
                    index + 3 < tokens.count && tokens[index + 2].kind == .word && tokens[index + 3].is(":")
                    ? tokens[index + 2].text : ""
                guard let callee = finder.code.declaration("\(tokens[index].text)(\(label)"),
                    !finder.within.hasPrefix("\(tokens[index].text)("),
                    let body = callee.blocks.last,
                    let keyword = callee.header.first(where: { tokens[$0].kind == .word && tokens[$0].text == "func" }),
                    keyword + 1 < tokens.count
                else { continue }
                let call = finder.oneLine(Array(start..<(Self.closing(index + 1, in: tokens) ?? index) + 1))
                let name = "_\(tokens[index].text)"
                for skipped in callee.nested
                where finder.live.contains(skipped.range.lowerBound) && Self.onlyDoes(skipped, in: tokens)
                    && skipped.range.lowerBound > body.open
                {
                    // The copy: the function from its `func`, renamed, without the statement skipped.
                    let whole = finder.byteRange(keyword..<callee.range.upperBound)
                    let named = finder.code.tokens[keyword + 1].range
                    let cut = finder.byteRange(skipped.range)
                    let copy =
                        finder.code.source(whole.lowerBound..<named.lowerBound) + name
                        + finder.code.source(named.upperBound..<cut.lowerBound)
                        + finder.code.source(cut.upperBound..<whole.upperBound)
                    let at = tokens[statement.range.lowerBound].range.lowerBound
                    let before = finder.code.source(at..<tokens[start].range.lowerBound)
                    let skips = finder.oneLine(Array(skipped.range))
                    let path = finder.under.map { ", under `\($0)`" } ?? ""
                    finder.add(
                        at..<tokens[index].range.upperBound, copy + "\n" + before + name,
                        "with `\(call)` in `\(shown.text)` skipping `\(skips)`\(path)", .effectSkipped)
                }
            }
        }

        /// Words followed by `(` that call no function of the file's.
        private static let keywords: Set<String> = [
            "if", "guard", "while", "switch", "return", "init", "super", "self", "try", "await", "catch", "throw", "in",
        ]

        /// Whether `statement` only does something: it has no blocks, and neither declares a name nor leaves.
        private static func onlyDoes(_ statement: SwiftCode.Statement, in tokens: [SwiftCode.Token]) -> Bool {
            let first = tokens[statement.range.lowerBound]
            let leaves: Set<String> = [
                "let", "var", "return", "throw", "break", "continue", "fallthrough", "func", "typealias", "case",
                "default",
            ]
            return statement.blocks.isEmpty && !(first.kind == .word && leaves.contains(first.text))
                && first.kind != .attribute
        }

        /// The `)` that closes the `(` at `open`.
        private static func closing(_ open: Int, in tokens: [SwiftCode.Token]) -> Int? {
            var depth = 0
            for index in open..<tokens.count {
                if tokens[index].is("(") { depth += 1 }
                if tokens[index].is(")") {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            return nil
        }
    }
}
