@testable import KataCommand
@testable import SwiftReader

extension ReaderCase {
    /// String literals raw and multi-line, with continuations and interpolations that hold quotes and parentheses.
    static let strings: [ReaderCase] = [
        ReaderCase(
            name: "A raw string holds quotes and a backslash that interpolates nothing",
            source: ##"let line = #"say "hi" \(name)"#"##,
            tokens: ["let", "line", "=", ##"#"say "hi" \(name)"#"##], kinds: [3: .string]),
        ReaderCase(
            name: "A raw string's own interpolation holds a quote and parentheses",
            source: ##"let line = #"v: \#(f(")"))"# + "x""##,
            tokens: ["let", "line", "=", ##"#"v: \#(f(")"))"#"##, "+", #""x""#], kinds: [3: .string, 5: .string]),
        ReaderCase(
            name: "A string with two hashes holds a quote and one hash",
            source: ###"let line = ##"a "# b"## + tail"###,
            tokens: ["let", "line", "=", ###"##"a "# b"##"###, "+", "tail"]),
        ReaderCase(
            name: "Interpolations hold quotes and parentheses",
            source: #"let line = "a \(f(")")) b \(g("(", x)) c""#,
            tokens: ["let", "line", "=", #""a \(f(")")) b \(g("(", x)) c""#]),
        ReaderCase(
            name: "Interpolations nest",
            source: #"let line = "\(ready ? "\(count)" : ")")" + ")""#,
            tokens: ["let", "line", "=", #""\(ready ? "\(count)" : ")")""#, "+", #"")""#]),
        ReaderCase(
            name: "An interpolation holds a regex literal with a quote",
            source: #"let plain = "\(text.replacing(/"/, with: "'"))" + "!""#,
            tokens: ["let", "plain", "=", #""\(text.replacing(/"/, with: "'"))""#, "+", #""!""#],
            kinds: [3: .string, 5: .string]),
        ReaderCase(
            name: "An interpolation holds a comment with a parenthesis",
            source: #"let shown = "\(value /* ) */)" + suffix"#,
            tokens: ["let", "shown", "=", #""\(value /* ) */)""#, "+", "suffix"]),
        ReaderCase(
            name: "Line continuations in a multi-line string count their lines",
            source: #"""
                let text = """
                    one \
                    two \
                    three
                    """
                let after = 1
                """#,
            tokens: [
                "let", "text", "=", "\"\"\"\n    one \\\n    two \\\n    three\n    \"\"\"", "let", "after", "=", "1",
            ],
            lines: [1, 1, 1, 1, 6, 6, 6, 6], statements: [#"let text = """ one \ two \ three """"#, "let after = 1"],
            canonical: [#"let text = """#, "let after = 1"]),
        ReaderCase(
            name: "A raw continuation in a raw multi-line string counts its line",
            source: ##"""
                let text = #"""
                    a "quoted" \#
                    line
                    """#
                let after = 2
                """##,
            tokens: [
                "let", "text", "=", "#\"\"\"\n    a \"quoted\" \\#\n    line\n    \"\"\"#", "let", "after", "=", "2",
            ],
            lines: [1, 1, 1, 1, 5, 5, 5, 5]),
        ReaderCase(
            name: "A multi-line string's interpolation spans lines and holds a quote",
            source: #"""
                let text = """
                    total: \(
                        format(")")
                    )
                    """
                let after = 3
                """#,
            lines: [1, 1, 1, 1, 6, 6, 6, 6]),
        ReaderCase(
            name: "A multi-line string holds escaped triple quotes",
            source: #"""
                let text = """
                    she said \"""hi\"""
                    """
                let after = 4
                """#,
            tokens: [
                "let", "text", "=", "\"\"\"\n    she said \\\"\"\"hi\\\"\"\"\n    \"\"\"", "let", "after", "=", "4",
            ],
            lines: [1, 1, 1, 1, 4, 4, 4, 4]),
        ReaderCase(
            name: "A string holding comment markers opens no comment",
            source: #"let marker = "// not /* a comment" + "*/""#,
            tokens: ["let", "marker", "=", #""// not /* a comment""#, "+", #""*/""#]),
        ReaderCase(
            name: "A string holding a brace opens no block",
            source: #"""
                func open() {
                    print("{")
                }
                """#,
            statements: ["func open() { … }", #"print("{")"#]),
        ReaderCase(
            name: "An escaped quote and an escaped backslash",
            source: #"let parts = "a\"b" + "c\\" + "d""#,
            tokens: ["let", "parts", "=", #""a\"b""#, "+", #""c\\""#, "+", #""d""#]),
        ReaderCase(
            name: "A string left open ends at its line",
            source: """
                let open = "never closed
                let next = 1
                """,
            tokens: ["let", "open", "=", "\"never closed", "let", "next", "=", "1"], lines: [1, 1, 1, 1, 2, 2, 2, 2]),
        ReaderCase(
            name: "A raw string of two quotes on one line is no multi-line string",
            source: ##"let quotes = #""""# + "{""##,
            tokens: ["let", "quotes", "=", ##"#""""#"##, "+", #""{""#], kinds: [3: .string, 5: .string]),
        ReaderCase(
            name: "Empty strings, one line and many",
            source: #"""
                let a = ""
                let b = """
                    """
                let c = 0
                """#,
            tokens: ["let", "a", "=", #""""#, "let", "b", "=", "\"\"\"\n    \"\"\"", "let", "c", "=", "0"],
            lines: [1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4]),
    ]
}
