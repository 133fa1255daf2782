extension SwiftCode {
    /// Reads bytes of Swift into tokens and comments: a whole file, or the code of one interpolation in a string.
    ///
    /// What a `/` or a `>` is depends on what stands around it, as in swift-syntax's lexer: a `/` opens a regex
    /// literal where the token before it leaves room for an expression and the literal it would open closes well
    /// (``regexEnd(slash:operatorStart:operatorEnd:)``); a `>` that closes generic arguments stands alone, so
    /// `Array<Array<Int>>` closes twice while `bits >>= 1` shifts.
    package struct Lexer {
        package let bytes: [UInt8]
        /// The offset it reads next.
        package var index: Int
        /// The line of `index`, counted from 1.
        package var line: Int
        package private(set) var tokens: [Token] = []
        package private(set) var comments: [Comment] = []
        /// The literals and comments left open to the end, which leave the reader unsure of what follows.
        package var doubts: [Doubt] = []
        /// Whether the `)` that closes an interpolation was read.
        package private(set) var closed = false
        /// The generic argument lists open at `index`: `Array<` opens one, and a `>` right after a name closes it.
        private var angles = 0
        /// Where the regex literal ends that an operator split off before it opens: `!/x/` reads `!`, then `/x/`.
        private var pendingRegex: (end: Int, lines: Int, closed: Bool)?

        package init(bytes: [UInt8], from index: Int = 0, line: Int = 1) {
            self.bytes = bytes
            self.index = index
            self.line = line
        }

        /// Reads tokens to the end, or with `interpolation`, from the `(` at `index` to the `)` that closes it, past
        /// which it stops.
        package mutating func run(interpolation: Bool = false) {
            var space = true
            var newline = true
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case 10:
                    line += 1
                    (space, newline) = (true, true)
                    index += 1
                    continue
                case 32, 9, 13, 12, 11:
                    space = true
                    index += 1
                    continue
                case 47 where at(index + 1) == 47 || at(index + 1) == 42:
                    comment()
                    space = true
                    continue
                case 35 where index == 0 && at(1) == 33:  // #!/usr/bin/env swift
                    while index < bytes.count && bytes[index] != 10 { index += 1 }
                    continue
                default:
                    break
                }
                let (start, startLine) = (index, line)
                var text: String?
                let kind = token(&text)
                if !tokens.isEmpty { tokens[tokens.count - 1].spaceAfter = space }
                tokens.append(
                    Token(
                        kind: kind, text: text ?? source(start..<index), range: start..<index, line: startLine,
                        spaceBefore: space, newlineBefore: newline))
                (space, newline) = (false, false)
                let token = tokens[tokens.count - 1]
                if token.is("{") || token.is("}") || token.is(";") || token.is("=") { angles = 0 }
                guard interpolation else { continue }
                if token.is("(") { depth += 1 }
                if token.is(")") {
                    depth -= 1
                    if depth == 0 {
                        closed = true
                        return
                    }
                }
            }
        }

        /// Reads the token at `index`, moving past it, and gives its kind; `text` is set when it is not the source.
        private mutating func token(_ text: inout String?) -> Token.Kind {
            let start = index
            let byte = bytes[index]
            if let regex = pendingRegex {
                pendingRegex = nil
                regexRead(regex)
                return .regex
            }
            if Self.isIdentifierHead(byte) || byte == 36 {  // a name, `$0`, `$value`
                index += 1
                while index < bytes.count && Self.isIdentifierBody(bytes[index]) { index += 1 }
                return .word
            }
            if byte == 96 {  // `name`
                index += 1
                while index < bytes.count && bytes[index] != 96 && bytes[index] != 10 { index += 1 }
                text = source(start + 1..<index)
                index = min(index + 1, bytes.count)
                return .word
            }
            if Self.isDigit(byte) {
                number()
                return .number
            }
            if byte == 34 || (byte == 35 && rawStringStarts(at: index)) {
                string()
                return .string
            }
            if byte == 35, let regex = poundRegexEnd(at: index) {
                regexRead(regex)
                return .regex
            }
            if byte == 64 || byte == 35 {  // @attribute, #directive
                index += 1
                while index < bytes.count && Self.isIdentifierBody(bytes[index]) { index += 1 }
                return byte == 64 ? .attribute : .directive
            }
            if byte == 46 && at(index + 1) == 46 {  // ... and ..<
                index += 2
                while index < bytes.count && (bytes[index] == 46 || bytes[index] == 60) { index += 1 }
                return .op
            }
            if Self.isOperator(byte) {
                return operatorOrRegex()
            }
            index += 1
            while index < bytes.count && bytes[index] >= 0x80 && bytes[index] < 0xC0 { index += 1 }
            return .punctuation
        }

        /// Reads an operator, or the regex literal that a `/` in it opens.
        private mutating func operatorOrRegex() -> Token.Kind {
            let start = index
            var end = index + 1
            while end < bytes.count && Self.isOperator(bytes[end])
                && !(bytes[end] == 47 && (at(end + 1) == 47 || at(end + 1) == 42))
            {
                end += 1
            }
            if let slash = (start..<end).first(where: { bytes[$0] == 47 }),
                let regex = regexEnd(slash: slash, operatorStart: start, operatorEnd: end)
            {
                guard slash == start else {
                    // A prefix operator stands before the literal: `!/x/`.
                    index = slash
                    pendingRegex = regex
                    return .op
                }
                regexRead(regex)
                return .regex
            }
            let leftBound = isLeftBound(start)
            if bytes[start] == 62 && angles > 0 && (leftBound || end == start + 1) {
                // `>` closes generic arguments, alone: `Array<Int>?`, `Array<Array<Int>>`.
                angles -= 1
                end = start + 1
            } else if end == start + 1 && bytes[start] == 60 && leftBound && tokens.last?.kind == .word {
                angles += 1
            }
            index = end
            return .op
        }

        /// Moves past the regex literal at `index` that `regex` delimits, noting one left open.
        private mutating func regexRead(_ regex: (end: Int, lines: Int, closed: Bool)) {
            if !regex.closed { doubts.append(Doubt(line: line, offset: index, reason: "a regex literal left open")) }
            index = regex.end
            line += regex.lines
        }

        /// Reads a comment at `index`: `//` to the end of its line, or `/* … */` with the comments nested in it.
        private mutating func comment() {
            let (start, first) = (index, line)
            if at(index + 1) == 47 {
                while index < bytes.count && bytes[index] != 10 { index += 1 }
            } else {
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
                } while depth > 0 && index < bytes.count
                if depth > 0 { doubts.append(Doubt(line: first, offset: start, reason: "a comment left open")) }
            }
            let text = source(start..<index)
            let isDoc = text.hasPrefix("///") || (text.hasPrefix("/**") && !text.hasPrefix("/**/"))
            comments.append(Comment(text: text, line: first, isDoc: isDoc, before: tokens.count))
        }

        /// Whether the character before `offset` binds the operator there to what comes before: not a space, an
        /// opening bracket, a separator or the end of a comment.
        package func isLeftBound(_ offset: Int) -> Bool {
            guard offset > 0 else { return false }
            switch bytes[offset - 1] {
            case 32, 13, 10, 9, 40, 91, 123, 44, 59, 58: return false
            case 47: return !(offset > 1 && bytes[offset - 2] == 42)
            default: return true
            }
        }

        /// Whether the character at `offset`, just past an operator, binds it to what follows: not a space, a
        /// closing bracket, a separator, the end or a comment.
        package func isRightBound(_ offset: Int, leftBound: Bool) -> Bool {
            guard let next = at(offset) else { return false }
            switch next {
            case 32, 13, 10, 9, 41, 93, 125, 44, 59, 58: return false
            case 46: return !leftBound
            case 47: return !(at(offset + 1) == 47 || at(offset + 1) == 42)
            default: return true
            }
        }

        package func at(_ offset: Int) -> UInt8? {
            offset < bytes.count ? bytes[offset] : nil
        }

        package func source(_ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self)
        }

        package static func isIdentifierHead(_ byte: UInt8) -> Bool {
            (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 0x80
        }

        package static func isIdentifierBody(_ byte: UInt8) -> Bool {
            isIdentifierHead(byte) || isDigit(byte)
        }

        package static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

        package static func isOperator(_ byte: UInt8) -> Bool {
            // = - + ! * % < > & | ^ ~ ? /
            [61, 45, 43, 33, 42, 37, 60, 62, 38, 124, 94, 126, 63, 47].contains(byte)
        }
    }
}
