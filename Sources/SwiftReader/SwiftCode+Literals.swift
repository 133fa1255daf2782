extension SwiftCode.Lexer {
    /// Reads a number at `index`: `1_000.25e-3`, `0x1p-2`, `0b1010`; after a `.` only its digits, so the tuple path
    /// `t.0.1` reads `0` and `1`, not `0.1`.
    package mutating func number() {
        let member = tokens.last?.is(".") ?? false
        if bytes[index] == 48, let base = at(index + 1), [120, 111, 98].contains(base) {  // 0x, 0o, 0b
            let hex = base == 120
            index += 2
            while index < bytes.count {
                let byte = bytes[index]
                if Self.isIdentifierBody(byte) {
                    index += 1
                    if hex && (byte == 112 || byte == 80) && (at(index) == 43 || at(index) == 45) { index += 1 }
                } else if hex && !member && byte == 46 && at(index + 1).map(Self.isIdentifierBody) == true {
                    index += 1
                } else {
                    break
                }
            }
            return
        }
        digits()
        if !member && at(index) == 46 && at(index + 1).map(Self.isDigit) == true {
            index += 1
            digits()
        }
        if !member && (at(index) == 101 || at(index) == 69) {  // e, E
            index += 1
            if at(index) == 43 || at(index) == 45 { index += 1 }
        }
        while index < bytes.count && Self.isIdentifierBody(bytes[index]) { index += 1 }
    }

    private mutating func digits() {
        while index < bytes.count && (Self.isDigit(bytes[index]) || bytes[index] == 95) { index += 1 }
    }

    /// Whether `#` at `offset` opens a raw string: `#"…"#`.
    package func rawStringStarts(at offset: Int) -> Bool {
        var next = offset
        while at(next) == 35 { next += 1 }
        return at(next) == 34
    }

    /// Reads the string literal at `index`, counting the lines it spans. An interpolation is read as code, with its
    /// own strings, regex literals and comments; a one-line string left open ends at its line.
    package mutating func string() {
        let (start, first) = (index, line)
        var hashes = 0
        while at(index) == 35 {
            hashes += 1
            index += 1
        }
        let multiline = at(index) == 34 && at(index + 1) == 34 && at(index + 2) == 34 && !closesOnItsLine(hashes)
        let quotes = multiline ? 3 : 1
        index += quotes
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 10 {
                if !multiline { return }
                line += 1
            } else if byte == 92 && (0..<hashes).allSatisfy({ at(index + 1 + $0) == 35 }) {
                index += 1 + hashes
                escape(multiline: multiline)
                continue
            } else if byte == 34 && (0..<quotes).allSatisfy({ at(index + $0) == 34 })
                && (0..<hashes).allSatisfy({ at(index + quotes + $0) == 35 })
            {
                index += quotes + hashes
                return
            }
            index += 1
        }
        if multiline {
            doubts.append(SwiftCode.Doubt(line: first, offset: start, reason: "a string literal left open"))
        }
    }

    /// Whether the raw string whose `"""` stands at `index` after `hashes` `#` closes on its line, as `#""""#` does:
    /// a one-line string that starts with two quotes, not a multi-line one.
    private func closesOnItsLine(_ hashes: Int) -> Bool {
        guard hashes > 0 else { return false }
        var offset = index + 2
        while let byte = at(offset), byte != 10 && byte != 13 {
            if byte == 34 && (1...hashes).allSatisfy({ at(offset + $0) == 35 }) { return true }
            offset += 1
        }
        return false
    }

    /// Reads what follows a backslash in a string: an interpolation, a line continuation (whose line it counts), or
    /// one escaped character.
    private mutating func escape(multiline: Bool) {
        if at(index) == 40 {
            var inner = Self(bytes: bytes, from: index, line: line)
            inner.run(interpolation: true)
            doubts += inner.doubts
            if !inner.closed {
                doubts.append(SwiftCode.Doubt(line: line, offset: index, reason: "an interpolation left open"))
            }
            (index, line) = (inner.index, inner.line)
            return
        }
        var next = index
        while at(next) == 32 || at(next) == 9 || at(next) == 13 { next += 1 }
        if multiline && at(next) == 10 {
            index = next + 1
            line += 1
        } else if at(index) != 10 {
            index += 1
        }
    }

    /// The end of the regex literal `#/…/#` that the `#` at `offset` opens, if it opens one, and the line breaks in it.
    package func poundRegexEnd(at offset: Int) -> (end: Int, lines: Int, closed: Bool)? {
        var slash = offset
        while at(slash) == 35 { slash += 1 }
        guard at(slash) == 47 else { return nil }
        return regexLiteralEnd(slash: slash, pounds: slash - offset, mustBe: true)
    }

    /// The end of the regex literal that the `/` at `slash` opens, in the operator from `operatorStart` to
    /// `operatorEnd`, and the line breaks in it; nil when that `/` divides or belongs to an operator.
    ///
    /// As in swift-syntax: an operator bound to what comes before it (`a/b`) opens none, nor a name declared after
    /// `func` or `operator`; a `/` spaced like a binary operator (`a / b`) opens one only where the token before
    /// leaves room for an expression (``isRegexPosition``); and the literal must close well on its line.
    package func regexEnd(slash: Int, operatorStart: Int, operatorEnd: Int) -> (end: Int, lines: Int, closed: Bool)? {
        guard !isLeftBound(operatorStart) else { return nil }
        if let last = tokens.last, last.kind == .word, ["func", "operator"].contains(last.text) { return nil }
        var mustBe = false
        if !isRightBound(operatorEnd, leftBound: false) {
            mustBe = followsTry
            guard mustBe || isRegexPosition else { return nil }
            // In an argument list, a lone operator is a function passed on: `reduce(1, /)`.
            if !(tokens.last.map { last in ["(", "[", ",", ":"].contains(where: last.is) } ?? false) {
                mustBe = true
            }
        }
        return regexLiteralEnd(slash: slash, pounds: 0, mustBe: mustBe)
    }

    /// Whether the token before leaves room for an expression, where a `/` opens a regex literal: a keyword but a
    /// value (`return`, `case`, not `self`), an opening bracket or separator, a prefix or binary operator, `#if`.
    private var isRegexPosition: Bool {
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .word:
            return source(last.range) == last.text && Self.keywords.contains(last.text)
                && !["true", "false", "Any", "nil", "self", "Self", "super"].contains(last.text)
        case .number, .string, .regex, .attribute:
            return false
        case .directive:
            return ["#if", "#elseif", "#else", "#endif"].contains(last.text)
        case .punctuation:
            return ["(", "[", "{", ",", ";", ":"].contains(last.text)
        case .op:
            if last.text == "->" || last.text.hasPrefix("..") { return false }
            // A postfix operator is bound to what comes before it and not to what follows.
            return !isLeftBound(last.range.lowerBound)
        }
    }

    /// Whether the tokens before are `try?` or `try!`, after which no binary operator may stand.
    private var followsTry: Bool {
        guard tokens.count >= 2, let mark = tokens.last, mark.kind == .op, ["?", "!"].contains(mark.text) else {
            return false
        }
        return tokens[tokens.count - 2].kind == .word && tokens[tokens.count - 2].text == "try"
    }

    /// The keywords the compiler's lexer knows as such.
    private static let keywords: Set<String> = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
        "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if",
        "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private",
        "protocol", "public", "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// The end of the regex literal whose `/` stands at `slash` after `pounds` `#`, and the line breaks in it.
    /// Unless `mustBe`, nil when what follows makes no literal: a space first or last, a `)` that closes no group,
    /// a line break, or a comment right after it. With `#`, a line break right after `#/` opens a literal over
    /// many lines, which `/#` ends.
    private func regexLiteralEnd(slash: Int, pounds: Int, mustBe: Bool) -> (end: Int, lines: Int, closed: Bool)? {
        var offset = slash + 1
        if pounds == 0 {
            if (at(offset) == 32 || at(offset) == 9) && !mustBe { return nil }
            if at(offset) == 42 || at(offset) == 47 || (slash > 0 && bytes[slash - 1] == 42) { return nil }
        }
        var firstNewline: Int?
        if pounds > 0 {
            var scan = offset
            while at(scan) == 32 || at(scan) == 9 { scan += 1 }
            if at(scan) == 10 || at(scan) == 13 { (firstNewline, offset) = (scan, scan) }
        }
        var (groups, classes, lines) = (0, 0, 0)
        var lastSpace: Int?
        while offset < bytes.count {
            if bytes[offset] == 47 {
                var end = offset + 1
                var closing = 0
                while pounds > 0 && at(end) == 35 {
                    closing += 1
                    end += 1
                }
                if closing >= pounds {
                    if pounds == 0 && (at(end) == 42 || at(end) == 47) { return mustBe ? (offset, lines, false) : nil }
                    if pounds == 0 && lastSpace == offset - 1 && !mustBe { return nil }
                    return (end, lines, true)
                }
            }
            let escaped = bytes[offset] == 92
            if escaped { offset += 1 }
            guard offset < bytes.count else { break }
            switch bytes[offset] {
            case 10, 13:
                guard firstNewline != nil else { return mustBe ? (offset, lines, false) : nil }
                if bytes[offset] == 10 { lines += 1 }
            case 40 where !escaped && classes == 0:
                groups += 1
            case 41 where !escaped && classes == 0:
                if groups == 0 && !mustBe { return nil }
                groups = max(0, groups - 1)
            case 91 where !escaped:
                classes += 1
            case 93 where !escaped:
                classes = max(0, classes - 1)
            case 32, 9:
                if !escaped { lastSpace = offset }
            default:
                break
            }
            offset += 1
        }
        guard mustBe else { return nil }
        return firstNewline.map { ($0, 0, false) } ?? (bytes.count, lines, false)
    }
}
