@testable import KataCommand
@testable import SwiftReader

extension ReaderCase {
    /// Regex literals in their three spellings, and slashes that divide: what the token before a `/` makes of it.
    static let regexes: [ReaderCase] = [
        ReaderCase(
            name: "A regex literal holding a quote opens no string",
            source: #"""
                let quote = /"/
                let name = "Ann"
                """#,
            tokens: ["let", "quote", "=", #"/"/"#, "let", "name", "=", #""Ann""#],
            kinds: [3: .regex, 7: .string], lines: [1, 1, 1, 1, 2, 2, 2, 2],
            statements: [#"let quote = /"/"#, #"let name = "Ann""#],
            canonical: ["let quote = /.../", #"let name = """#]),
        ReaderCase(
            name: "A regex literal of escaped slashes opens no comment",
            source: #"""
                let slashes = /\/\//
                let count = 2
                """#,
            tokens: ["let", "slashes", "=", #"/\/\//"#, "let", "count", "=", "2"], kinds: [3: .regex],
            statements: [#"let slashes = /\/\//"#, "let count = 2"]),
        ReaderCase(
            name: "A regex literal holding a brace opens no block",
            source: #"""
                func opening() {
                    let brace = /\{/
                    print(brace)
                }
                """#,
            tokens: ["func", "opening", "(", ")", "{", "let", "brace", "=", #"/\{/"#, "print", "(", "brace", ")", "}"],
            kinds: [8: .regex], statements: ["func opening() { … }", #"let brace = /\{/"#, "print(brace)"]),
        ReaderCase(
            name: "A regex literal holding a closing brace ends no block",
            source: #"""
                if line.contains(/^\s*\}/) {
                    depth -= 1
                }
                """#,
            tokens: ["if", "line", ".", "contains", "(", #"/^\s*\}/"#, ")", "{", "depth", "-=", "1", "}"],
            kinds: [5: .regex], statements: [#"if line.contains(/^\s*\}/) { … }"#, "depth -= 1"]),
        ReaderCase(
            name: "Spaced division reads as two operators, not a regex literal",
            source: "let share = total / parts / 2",
            tokens: ["let", "share", "=", "total", "/", "parts", "/", "2"], kinds: [4: .op, 6: .op],
            canonical: ["let share = total / parts / 2"]),
        ReaderCase(
            name: "Division without spaces reads as two operators",
            source: "let share = total/parts/2",
            tokens: ["let", "share", "=", "total", "/", "parts", "/", "2"], kinds: [4: .op, 6: .op]),
        ReaderCase(
            name: "Division after a parenthesis that closes reads as an operator",
            source: "let mean = (low + high) / 2 / scale",
            tokens: ["let", "mean", "=", "(", "low", "+", "high", ")", "/", "2", "/", "scale"],
            kinds: [8: .op, 10: .op]),
        ReaderCase(
            name: "Division that opens a continued line reads as an operator",
            source: """
                let ratio = total
                    / count
                """,
            tokens: ["let", "ratio", "=", "total", "/", "count"], kinds: [4: .op],
            statements: ["let ratio = total / count"], canonical: ["let ratio = total / count"]),
        ReaderCase(
            name: "Division and a line comment that holds slashes",
            source: "let rate = done / all // per /day/",
            tokens: ["let", "rate", "=", "done", "/", "all"], kinds: [4: .op], comments: ["// per /day/"]),
        ReaderCase(
            name: "An extended regex literal may hold slashes",
            source: "let path = #/usr/local/bin/#",
            tokens: ["let", "path", "=", "#/usr/local/bin/#"], kinds: [3: .regex]),
        ReaderCase(
            name: "An extended regex literal may hold quotes, a hash and parentheses",
            source: ##"let tag = #/"(#)"/# + suffix"##,
            tokens: ["let", "tag", "=", ##"#/"(#)"/#"##, "+", "suffix"], kinds: [3: .regex, 4: .op]),
        ReaderCase(
            name: "A multi-line extended regex literal is one token over its lines",
            source: #"""
                let number = #/
                    (?<digits> \d+ ) # a "count" {
                    /#
                let next = 1
                """#,
            tokens: [
                "let", "number", "=", "#/\n    (?<digits> \\d+ ) # a \"count\" {\n    /#", "let", "next", "=", "1",
            ],
            kinds: [3: .regex], lines: [1, 1, 1, 1, 4, 4, 4, 4],
            statements: [#"let number = #/ (?<digits> \d+ ) # a "count" { /#"#, "let next = 1"]),
        ReaderCase(
            name: "A regex literal after return",
            source: """
                func pattern() -> Regex<Substring> {
                    return /a b/
                }
                """,
            tokens: [
                "func", "pattern", "(", ")", "->", "Regex", "<", "Substring", ">", "{", "return", "/a b/", "}",
            ],
            kinds: [11: .regex], statements: ["func pattern() -> Regex<Substring> { … }", "return /a b/"]),
        ReaderCase(
            name: "A regex literal after try? with a method called on it",
            source: "let match = try? /x+/.wholeMatch(in: text)",
            tokens: ["let", "match", "=", "try", "?", "/x+/", ".", "wholeMatch", "(", "in", ":", "text", ")"],
            kinds: [5: .regex]),
        ReaderCase(
            name: "Regex literals in an array and a choice",
            source: "let patterns = [/a/, flag ? /b/ : /c/]",
            tokens: ["let", "patterns", "=", "[", "/a/", ",", "flag", "?", "/b/", ":", "/c/", "]"],
            kinds: [4: .regex, 8: .regex, 10: .regex]),
        ReaderCase(
            name: "A regex literal ended by a line comment",
            source: "let letters = /[a-z]+/ // one or more",
            tokens: ["let", "letters", "=", "/[a-z]+/"], kinds: [3: .regex], comments: ["// one or more"]),
        ReaderCase(
            name: "A slash passed as a function is no regex literal",
            source: "let quotient = pairs.map { $0 / $1 }.reduce(1, /)",
            tokens: [
                "let", "quotient", "=", "pairs", ".", "map", "{", "$0", "/", "$1", "}", ".", "reduce", "(", "1", ",",
                "/", ")",
            ],
            kinds: [8: .op, 16: .op]),
        ReaderCase(
            name: "Operators in parentheses are no regex literal",
            source: "let operations: [(Int, Int) -> Int] = [(/), (*)]",
            tokens: [
                "let", "operations", ":", "[", "(", "Int", ",", "Int", ")", "->", "Int", "]", "=", "[", "(", "/", ")",
                ",", "(", "*", ")", "]",
            ],
            kinds: [15: .op]),
        ReaderCase(
            name: "A slash after func names an operator, not a regex literal",
            source: "static func / (money: Money, parts: Int) -> Money { money }",
            tokens: [
                "static", "func", "/", "(", "money", ":", "Money", ",", "parts", ":", "Int", ")", "->", "Money", "{",
                "money", "}",
            ],
            kinds: [2: .op]),
        ReaderCase(
            name: "An operator declared with slashes is no regex literal",
            source: "prefix operator /^/",
            tokens: ["prefix", "operator", "/^/"], kinds: [2: .op]),
        ReaderCase(
            name: "A regex literal as a case pattern, with a return before the next case",
            source: #"""
                switch text {
                case /\d+/:
                    return
                default:
                    break
                }
                """#,
            tokens: ["switch", "text", "{", "case", #"/\d+/"#, ":", "return", "default", ":", "break", "}"],
            kinds: [4: .regex],
            statements: ["switch text { … }", #"case /\d+/:"#, "return", "default:", "break"]),
    ]
}
