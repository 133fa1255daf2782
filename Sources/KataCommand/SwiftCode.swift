import Foundation

/// A Swift file read as tokens, the way rules and the proof look at code: comments, spaces and line breaks say nothing.
///
/// It is a lexer of its own, not the compiler's: enough of Swift for the katas' code (identifiers, numbers, string
/// literals with interpolation, raw and multi-line ones, operators, attributes, `#` directives and nested comments).
struct SwiftCode {
    /// One token of code.
    struct Token: Equatable {
        enum Kind: Equatable {
            /// An identifier or a keyword, backticks left out; `$0` too.
            case word
            case number
            /// A whole string literal, its delimiters and interpolations included.
            case string
            /// An operator: `==`, `->`, `?`, `!`, `...`.
            case op
            /// One of `( ) [ ] { } , ; : .`.
            case punctuation
            /// `@MainActor`, `@TaskLocal`.
            case attribute
            /// `#if`, `#expect`, `#selector`.
            case directive
        }

        var kind: Kind
        var text: String
        /// Where the token stands in the file, as offsets into its UTF-8 bytes.
        var range: Range<Int>
        /// The line it starts on, counted from 1.
        var line: Int
        /// Whether spaces, a line break or a comment stand right before it, or it opens the file.
        var spaceBefore: Bool
        /// Whether a line break stands between it and the token before.
        var newlineBefore: Bool
        /// Whether spaces, a line break or a comment stand right after it, or it ends the file.
        var spaceAfter = true

        /// Whether it is the punctuation or operator `text`.
        func `is`(_ text: String) -> Bool { kind != .string && self.text == text }

        /// An operator that sticks to what follows it: `!flag`, `&value`.
        var isPrefix: Bool { kind == .op && spaceBefore && !spaceAfter }
        /// An operator that sticks to what comes before it: `value!`, `value?`.
        var isPostfix: Bool { kind == .op && !spaceBefore && spaceAfter }
        /// An operator between two operands, spaced on both sides: `a == b`.
        var isBinary: Bool { kind == .op && spaceBefore && spaceAfter }
    }

    /// A comment: its text, the line it starts on, and whether it documents what follows (`///` or `/**`).
    struct Comment: Equatable {
        var text: String
        var line: Int
        var isDoc: Bool
        /// The index of the first token after it.
        var before: Int
    }

    let text: String
    let bytes: [UInt8]
    private(set) var tokens: [Token] = []
    private(set) var comments: [Comment] = []

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
        lex()
    }

    /// The text of the file between two byte offsets.
    func source(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The file with the bytes at `range` replaced by `replacement`.
    func replacing(_ range: Range<Int>, with replacement: String) -> String {
        String(
            decoding: bytes[..<range.lowerBound] + Array(replacement.utf8) + bytes[range.upperBound...], as: UTF8.self)
    }

    // MARK: Lexing

    private mutating func lex() {
        var index = 0
        var line = 1
        var space = true
        var newline = true
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 10:
                line += 1
                space = true
                newline = true
                index += 1
                continue
            case 32, 9, 13, 12, 11:
                space = true
                index += 1
                continue
            case 47 where at(index + 1) == 47:
                let start = index
                while index < count && bytes[index] != 10 { index += 1 }
                let text = source(start..<index)
                comments.append(Comment(text: text, line: line, isDoc: text.hasPrefix("///"), before: tokens.count))
                space = true
                continue
            case 47 where at(index + 1) == 42:
                let start = index
                let first = line
                var depth = 0
                repeat {
                    if bytes[index] == 47 && at(index + 1) == 42 {
                        depth += 1
                        index += 2
                    } else if bytes[index] == 42 && at(index + 1) == 47 {
                        depth -= 1
                        index += 2
                    } else {
                        if bytes[index] == 10 { line += 1 }
                        index += 1
                    }
                } while depth > 0 && index < count
                let text = source(start..<index)
                comments.append(
                    Comment(
                        text: text, line: first, isDoc: text.hasPrefix("/**") && !text.hasPrefix("/**/"),
                        before: tokens.count))
                space = true
                continue
            default:
                break
            }
            let start = index
            let startLine = line
            let kind: Token.Kind
            var text: String?
            if Self.isIdentifierHead(byte) {
                index += 1
                while index < count && Self.isIdentifierBody(bytes[index]) { index += 1 }
                kind = .word
            } else if byte == 96 {  // `name`
                index += 1
                while index < count && bytes[index] != 96 && bytes[index] != 10 { index += 1 }
                text = source(start + 1..<index)
                index = min(index + 1, count)
                kind = .word
            } else if byte == 36 {  // $0, $value
                index += 1
                while index < count && Self.isIdentifierBody(bytes[index]) { index += 1 }
                kind = .word
            } else if Self.isDigit(byte) {
                index += 1
                while index < count {
                    let next = bytes[index]
                    if Self.isIdentifierBody(next) {
                        index += 1
                    } else if next == 46 && index + 1 < count && Self.isDigit(bytes[index + 1]) {
                        index += 1
                    } else if (next == 43 || next == 45) && [101, 69, 112, 80].contains(bytes[index - 1])
                        && !source(start..<index).hasPrefix("0x")
                    {
                        index += 1
                    } else {
                        break
                    }
                }
                kind = .number
            } else if byte == 34 || (byte == 35 && rawStringStarts(at: index)) {
                index = endOfString(from: index, line: &line)
                kind = .string
            } else if byte == 64 || byte == 35 {  // @attribute, #directive
                index += 1
                while index < count && Self.isIdentifierBody(bytes[index]) { index += 1 }
                kind = byte == 64 ? .attribute : .directive
            } else if byte == 46 && at(index + 1) == 46 {  // ... and ..<
                index += 2
                while index < count && (bytes[index] == 46 || bytes[index] == 60) { index += 1 }
                kind = .op
            } else if Self.isOperator(byte) {
                index += 1
                // A closing angle bracket stands alone, so `Array<Int>?` reads as `>` and `?`.
                if byte != 62 || at(index) == 61 {
                    while index < count && Self.isOperator(bytes[index])
                        && !(bytes[index] == 47 && (at(index + 1) == 47 || at(index + 1) == 42))
                    {
                        index += 1
                    }
                }
                kind = .op
            } else {
                index += 1
                while index < count && bytes[index] >= 0x80 && bytes[index] < 0xC0 { index += 1 }
                kind = .punctuation
            }
            if !tokens.isEmpty { tokens[tokens.count - 1].spaceAfter = space }
            tokens.append(
                Token(
                    kind: kind, text: text ?? source(start..<index), range: start..<index, line: startLine,
                    spaceBefore: space, newlineBefore: newline))
            space = false
            newline = false
        }
    }

    private func at(_ index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// Whether `#` at `index` opens a raw string: `#"…"#`.
    private func rawStringStarts(at index: Int) -> Bool {
        var next = index
        while at(next) == 35 { next += 1 }
        return at(next) == 34
    }

    /// The offset just past the string literal that starts at `start`, counting the lines it spans.
    private func endOfString(from start: Int, line: inout Int) -> Int {
        var index = start
        var hashes = 0
        while at(index) == 35 {
            hashes += 1
            index += 1
        }
        let multiline = at(index) == 34 && at(index + 1) == 34 && at(index + 2) == 34
        index += multiline ? 3 : 1
        let quotes = multiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 10 {
                line += 1
                if !multiline { return index }
            }
            if byte == 92 && (0..<hashes).allSatisfy({ at(index + 1 + $0) == 35 }) {
                index += 1 + hashes
                if at(index) == 40 {  // \( … ): code, with its own strings
                    var depth = 0
                    while index < bytes.count {
                        if bytes[index] == 34 || (bytes[index] == 35 && rawStringStarts(at: index)) {
                            index = endOfString(from: index, line: &line)
                            continue
                        }
                        if bytes[index] == 40 { depth += 1 }
                        if bytes[index] == 41 { depth -= 1 }
                        if bytes[index] == 10 { line += 1 }
                        index += 1
                        if depth == 0 { break }
                    }
                } else {
                    index += 1
                }
                continue
            }
            if byte == 34 && (0..<quotes).allSatisfy({ at(index + $0) == 34 })
                && (0..<hashes).allSatisfy({ at(index + quotes + $0) == 35 })
            {
                return index + quotes + hashes
            }
            index += 1
        }
        return index
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 0x80
    }

    private static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || isDigit(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    private static func isOperator(_ byte: UInt8) -> Bool {
        // = - + ! * % < > & | ^ ~ ? /
        [61, 45, 43, 33, 42, 37, 60, 62, 38, 124, 94, 126, 63, 47].contains(byte)
    }
}
