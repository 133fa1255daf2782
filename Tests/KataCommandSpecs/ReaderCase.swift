import Testing

@testable import KataCommand
@testable import SwiftReader

/// One case of the reader's corpus: a piece of hostile Swift and what it means, as the language defines it.
///
/// Every expectation is written from Swift itself, never copied from what the reader gives: the tokens' texts in
/// order, and where it matters their kinds, the lines they start on, the comments, the statements (each on one line,
/// its blocks shown as `{ … }`, outer before inner), the canonical lines rules read, and where the reader may not
/// guess.
struct ReaderCase: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    var tokens: [String]?
    /// The kind of the token at each index that matters to the case.
    var kinds: [Int: SwiftCode.Token.Kind] = [:]
    /// The line each token starts on, counted from 1.
    var lines: [Int]?
    var comments: [String] = []
    /// The lines where the reader cannot tell where a body ends: none in Swift that compiles.
    var doubts: [Int] = []
    var statements: [String]?
    var canonical: [String]?

    var testDescription: String { name }

    /// Every case, by theme.
    static let corpus = regexes + operators + strings + statements + doubts

    /// The statements of `code` at every depth, outer before inner, each as its source on one line: spaces and line
    /// breaks read as one space, and each block as `{ … }` (`{}` when empty).
    static func statements(of code: SwiftCode) -> [String] {
        code.statements.flatMap { [$0] + $0.nested }.map { statement in
            let tokens = code.tokens
            var text = ""
            var next = tokens[statement.range.lowerBound].range.lowerBound
            for block in statement.blocks {
                text += code.source(next..<tokens[block.open].range.lowerBound)
                text += block.close == block.open + 1 ? "{}" : "{ … }"
                next = tokens[block.close].range.upperBound
            }
            text += code.source(next..<max(next, tokens[statement.range.upperBound - 1].range.upperBound))
            return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
    }
}
