/// A Swift file read as tokens, the way rules and the proof look at code: comments, spaces and line breaks say nothing.
///
/// It is a lexer of its own (``Lexer``), not the compiler's, that reads Swift as the compiler does where the katas'
/// code may go: identifiers, numbers, tuple paths, string literals with interpolation, raw and multi-line ones, regex
/// literals told from division by the token before, operators, attributes, `#` directives and nested comments.
package struct SwiftCode {
    /// One token of code.
    package struct Token: Equatable {
        package enum Kind: Equatable {
            /// An identifier or a keyword, backticks left out; `$0` too.
            case word
            case number
            /// A whole string literal, its delimiters and interpolations included.
            case string
            /// A whole regex literal: `/\d+/`, `#/…/#`, over many lines or one.
            case regex
            /// An operator: `==`, `->`, `?`, `!`, `...`.
            case op
            /// One of `( ) [ ] { } , ; : .`.
            case punctuation
            /// `@MainActor`, `@TaskLocal`.
            case attribute
            /// `#if`, `#expect`, `#selector`.
            case directive
        }

        package var kind: Kind
        package var text: String
        /// Where the token stands in the file, as offsets into its UTF-8 bytes.
        package var range: Range<Int>
        /// The line it starts on, counted from 1.
        package var line: Int
        /// Whether spaces, a line break or a comment stand right before it, or it opens the file.
        package var spaceBefore: Bool
        /// Whether a line break stands between it and the token before.
        package var newlineBefore: Bool
        /// Whether spaces, a line break or a comment stand right after it, or it ends the file.
        package var spaceAfter = true

        /// Whether it is the punctuation or operator `text`.
        package func `is`(_ text: String) -> Bool { kind != .string && kind != .regex && self.text == text }

        /// An operator that sticks to what follows it: `!flag`, `&value`.
        package var isPrefix: Bool { kind == .op && spaceBefore && !spaceAfter }
        /// An operator that sticks to what comes before it: `value!`, `value?`.
        package var isPostfix: Bool { kind == .op && !spaceBefore && spaceAfter }
        /// An operator between two operands, spaced on both sides: `a == b`.
        package var isBinary: Bool { kind == .op && spaceBefore && spaceAfter }
    }

    /// A comment: its text, the line it starts on, and whether it documents what follows (`///` or `/**`).
    package struct Comment: Equatable {
        package var text: String
        package var line: Int
        package var isDoc: Bool
        /// The index of the first token after it.
        package var before: Int
    }

    package let text: String
    package let bytes: [UInt8]
    package let tokens: [Token]
    package let comments: [Comment]
    /// Where the reader cannot tell where a body ends (``Doubt``): none in code that compiles, but for what the reader
    /// does not know.
    package let doubts: [Doubt]

    package init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
        var lexer = Lexer(bytes: bytes)
        lexer.run()
        tokens = lexer.tokens
        comments = lexer.comments
        doubts = Self.doubts(about: lexer.tokens, after: lexer.doubts)
    }

    /// The text of the file between two byte offsets.
    package func source(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The file with the bytes at `range` replaced by `replacement`.
    package func replacing(_ range: Range<Int>, with replacement: String) -> String {
        String(
            decoding: bytes[..<range.lowerBound] + Array(replacement.utf8) + bytes[range.upperBound...], as: UTF8.self)
    }
}
