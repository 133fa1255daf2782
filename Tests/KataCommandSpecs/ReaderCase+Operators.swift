@testable import KataCommand
@testable import SwiftReader

extension ReaderCase {
    /// Compound assignments, custom operators, generic arguments that close together, numbers and tuple paths.
    static let operators: [ReaderCase] =
        [
            ["total", "+=", "price"], ["stock", "-=", "1"], ["scale", "*=", "2"], ["share", "/=", "parts"],
            ["rest", "%=", "7"], ["mask", "&=", "flags"], ["mask", "|=", "bit"], ["mask", "^=", "bit"],
            ["bits", "<<=", "1"], ["bits", ">>=", "1"], ["sum", "&+=", "step"], ["sum", "&-=", "step"],
            ["sum", "&*=", "step"],
        ]
        .map { tokens in
            // Spaced as `swift format` spaces it, so the source is also its one canonical line.
            let source = tokens.joined(separator: " ")
            return ReaderCase(
                name: "The compound assignment \(tokens[1]) is one operator", source: source, tokens: tokens,
                kinds: [1: .op], canonical: [source])
        }
        + [
            ReaderCase(
                name: "A shift that assigns, inside a closure after a generic type",
                source: "let halves: Array<Int> = values.map { var value = $0; value >>= 1; return value }",
                tokens: [
                    "let", "halves", ":", "Array", "<", "Int", ">", "=", "values", ".", "map", "{", "var", "value",
                    "=", "$0", ";", "value", ">>=", "1", ";", "return", "value", "}",
                ],
                kinds: [6: .op, 18: .op],
                statements: [
                    "let halves: Array<Int> = values.map { … }", "var value = $0", "value >>= 1", "return value",
                ]),
            ReaderCase(
                name: "A shift is one operator",
                source: "let high = word >> 8",
                tokens: ["let", "high", "=", "word", ">>", "8"], kinds: [4: .op]),
            ReaderCase(
                name: "A custom operator is declared and used whole",
                source: """
                    infix operator <~> : ComparisonPrecedence
                    let close = a <~> b |> round
                    """,
                tokens: [
                    "infix", "operator", "<~>", ":", "ComparisonPrecedence", "let", "close", "=", "a", "<~>", "b", "|>",
                    "round",
                ],
                kinds: [2: .op, 9: .op, 11: .op],
                statements: ["infix operator <~> : ComparisonPrecedence", "let close = a <~> b |> round"]),
            ReaderCase(
                name: "Generic arguments that close together are two angle brackets",
                source: "let grid: Array<Array<Int>> = []",
                tokens: ["let", "grid", ":", "Array", "<", "Array", "<", "Int", ">", ">", "=", "[", "]"],
                canonical: ["let grid: [[Int]] = []"]),
            ReaderCase(
                name: "A dictionary of arrays made optional reads in shorthand",
                source: "var table: Dictionary<String, Array<Int>>? = nil",
                tokens: [
                    "var", "table", ":", "Dictionary", "<", "String", ",", "Array", "<", "Int", ">", ">", "?", "=",
                    "nil",
                ],
                canonical: ["var table: [String: [Int]]? = nil"]),
            ReaderCase(
                name: "A generic function's parameters close before its own",
                source: "func first<T: Equatable>(of items: Array<T>) -> T? { items.first }",
                tokens: [
                    "func", "first", "<", "T", ":", "Equatable", ">", "(", "of", "items", ":", "Array", "<", "T", ">",
                    ")", "->", "T", "?", "{", "items", ".", "first", "}",
                ],
                canonical: ["func first<T: Equatable>(of items: [T]) -> T? {", "    items.first", "}"]),
            ReaderCase(
                name: "Comparisons around a condition are operators of their own",
                source: "if low < high && high > limit {}",
                tokens: ["if", "low", "<", "high", "&&", "high", ">", "limit", "{", "}"],
                kinds: [2: .op, 4: .op, 6: .op]),
            ReaderCase(
                name: "A tuple's path is members, not a number",
                source: "let inner = pair.0.1",
                tokens: ["let", "inner", "=", "pair", ".", "0", ".", "1"], kinds: [5: .number, 7: .number],
                canonical: ["let inner = pair.0.1"]),
            ReaderCase(
                name: "A tuple's member next to a decimal number",
                source: "let sum = t.0 + 0.5",
                tokens: ["let", "sum", "=", "t", ".", "0", "+", "0.5"], kinds: [5: .number, 7: .number]),
            ReaderCase(
                name: "A path three members deep into nested tuples",
                source: "let deep = nested.1.0.2",
                tokens: ["let", "deep", "=", "nested", ".", "1", ".", "0", ".", "2"]),
            ReaderCase(
                name: "Numbers in every base, with exponents and separators",
                source: "let n = 1_000.25e-3 + 0x1p-2 - 0b1010 * 0o17",
                tokens: ["let", "n", "=", "1_000.25e-3", "+", "0x1p-2", "-", "0b1010", "*", "0o17"],
                kinds: [3: .number, 5: .number, 7: .number, 9: .number]),
            ReaderCase(
                name: "Ranges and a negative number",
                source: "let ranges = (0..<count, 1...9, -1)",
                tokens: ["let", "ranges", "=", "(", "0", "..<", "count", ",", "1", "...", "9", ",", "-", "1", ")"],
                kinds: [5: .op, 9: .op, 12: .op]),
            ReaderCase(
                name: "A key path keeps its backslash against its dot",
                source: #"let names = people.map(\.name)"#,
                tokens: ["let", "names", "=", "people", ".", "map", "(", #"\"#, ".", "name", ")"],
                canonical: [#"let names = people.map(\.name)"#]),
            ReaderCase(
                name: "Optional chaining and forced unwrapping",
                source: "let city = user?.address!.city",
                tokens: ["let", "city", "=", "user", "?", ".", "address", "!", ".", "city"],
                canonical: ["let city = user?.address!.city"]),
            ReaderCase(
                name: "A keyword in backticks is a name",
                source: "let `default` = 1",
                tokens: ["let", "default", "=", "1"], kinds: [1: .word]),
        ]
}
