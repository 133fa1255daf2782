extension SwiftCode {
    /// A place where the reader cannot tell where a body ends: a `{` that no `}` closes, a `}` that closes no `{`, or
    /// a literal or comment left open to the end of the file. Past one, nothing in the file is sure: rules and the
    /// proof read no guess there.
    package struct Doubt: Equatable {
        /// The line it stands on, counted from 1.
        package var line: Int
        /// Where it stands, as an offset into the file's UTF-8 bytes.
        package var offset: Int
        /// What the reader found, in words: ``a `{` that no `}` closes``.
        package var reason: String
    }

    /// The doubts of `tokens` about their braces, in the order of the file, after the lexer's own (`lexed`).
    package static func doubts(about tokens: [Token], after lexed: [Doubt]) -> [Doubt] {
        var open: [Token] = []
        var found = lexed
        for token in tokens {
            if token.is("{") {
                open.append(token)
            } else if token.is("}") {
                if open.popLast() == nil {
                    found.append(
                        Doubt(line: token.line, offset: token.range.lowerBound, reason: "a `}` that closes no `{`"))
                }
            }
        }
        found += open.map { Doubt(line: $0.line, offset: $0.range.lowerBound, reason: "a `{` that no `}` closes") }
        return found.sorted { $0.offset < $1.offset }
    }
}
