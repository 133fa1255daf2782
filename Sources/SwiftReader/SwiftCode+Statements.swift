/// The statements of a file: runs of tokens that a line break or `;` ends, unless the code goes on (an operator, a
/// comma, an open parenthesis, `.member`, `else`, an attribute), each with the blocks (`{ … }`) it holds.
extension SwiftCode {
    /// A statement or a declaration, with its blocks.
    package struct Statement: Equatable {
        /// Its tokens, blocks included, as indices into the tokens.
        package var range: Range<Int>
        package var blocks: [Block]

        /// The indices of its own tokens, outside its blocks.
        package var header: [Int] {
            var indices: [Int] = []
            var next = range.lowerBound
            for block in blocks {
                indices += Array(next..<block.open)
                next = block.close + 1
            }
            return indices + Array(next..<max(next, range.upperBound))
        }

        /// Every statement inside it, at any depth, in order.
        package var nested: [Statement] {
            blocks.flatMap { $0.statements.flatMap { [$0] + $0.nested } }
        }
    }

    /// `{ … }`: the indices of its braces and the statements between them.
    package struct Block: Equatable {
        package var open: Int
        package var close: Int
        package var statements: [Statement]
    }

    /// The statements of `tokens`, from `start` to the `}` that closes their block, or to the end; `start` is left at
    /// that `}`.
    package static func statements(of tokens: [Token], from start: inout Int) -> [Statement] {
        var found: [Statement] = []
        var index = start
        while index < tokens.count && !tokens[index].is("}") {
            if tokens[index].is(";") {
                index += 1
                continue
            }
            var blocks: [Block] = []
            var depth = 0
            var attributesOnly = true
            let label = tokens[index].kind == .word && ["case", "default"].contains(tokens[index].text)
            // A closure's signature, `x in`, is a statement of its own, whether its body goes on on its line or not.
            let signature = found.isEmpty && index > 0 && tokens[index - 1].is("{") && tokens[index].text != "for"
            var next = index
            while next < tokens.count {
                let token = tokens[next]
                if next > index {
                    if token.is("}") || (depth == 0 && token.is(";")) { break }
                    if label && depth == 0 && tokens[next - 1].is(":") { break }
                    if signature && depth == 0 && tokens[next - 1].kind == .word && tokens[next - 1].text == "in" {
                        break
                    }
                    if depth == 0 && token.newlineBefore
                        && !continues(tokens[next - 1], token, attributesOnly: attributesOnly)
                    {
                        break
                    }
                }
                if token.is("{") {
                    var inner = next + 1
                    let statements = Self.statements(of: tokens, from: &inner)
                    blocks.append(Block(open: next, close: min(inner, tokens.count - 1), statements: statements))
                    next = inner + 1
                    attributesOnly = false
                    continue
                }
                if token.is("(") || token.is("[") { depth += 1 }
                if token.is(")") || token.is("]") { depth = max(0, depth - 1) }
                attributesOnly =
                    attributesOnly
                    && (token.kind == .attribute || depth > 0 || token.is(")")
                        || (token.kind == .word && modifiers.contains(token.text)))
                next += 1
            }
            found.append(Statement(range: index..<min(next, tokens.count), blocks: blocks))
            index = next
        }
        start = index
        return found
    }

    /// Words that stand before a declaration's keyword.
    package static let modifiers: Set<String> = [
        "static", "class", "private", "fileprivate", "public", "internal", "package", "open", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "nonisolated", "dynamic", "convenience", "required",
        "indirect", "isolated", "consuming", "borrowing", "distributed",
    ]

    /// Words that a line may end on while the statement goes on: a declaration's keyword before its name, a condition's
    /// keyword before its clause.
    private static let unfinished: Set<String> = [
        "func", "let", "var", "struct", "enum", "actor", "protocol", "extension", "typealias", "guard", "if", "while",
        "for", "switch", "try", "await", "case", "return",
    ]

    /// Words that open a statement of their own and never a value: a `return` before one returns nothing.
    private static let startsNoValue: Set<String> = [
        "case", "default", "let", "var", "func", "return", "guard", "for", "while", "repeat", "defer", "do", "break",
        "continue", "fallthrough", "throw", "struct", "class", "enum", "actor", "protocol", "extension", "import",
        "typealias",
    ]

    /// Whether `token`, first on its line, goes on with the statement that `previous` ended the line before.
    private static func continues(_ previous: Token, _ token: Token, attributesOnly: Bool) -> Bool {
        if attributesOnly { return true }
        if previous.kind == .word && previous.text == "return" {
            // `return` takes a value from the next line, but not a case, a declaration or a branch of `#if`.
            return !(token.kind == .directive && ["#if", "#elseif", "#else", "#endif"].contains(token.text))
                && !(token.kind == .word && startsNoValue.contains(token.text))
        }
        if previous.kind == .word && (unfinished.contains(previous.text) || modifiers.contains(previous.text)) {
            return true
        }
        if previous.kind == .op && !previous.isPostfix { return true }
        if previous.kind == .punctuation && [",", "(", "[", ":", "."].contains(previous.text) { return true }
        if token.kind == .op && (token.spaceAfter || token.is("->")) { return true }
        if token.kind == .punctuation && [".", ":", ",", ")", "]", "{"].contains(token.text) { return true }
        return token.kind == .word
            && ["else", "catch", "where", "async", "throws", "rethrows", "as", "is", "in"].contains(token.text)
    }

    /// The file's statements at the top level.
    package var statements: [Statement] {
        var start = 0
        var found: [Statement] = []
        while start < tokens.count {
            found += Self.statements(of: tokens, from: &start)
            start += 1  // past a `}` that closes nothing
        }
        return found
    }

    /// The statement that declares `name`, as `kata.json` names it: a function by its name, its first parenthesis
    /// and its first argument label if any (`viewDidLoad(`, `discount(for`, `init(`), or a property (`isActive`).
    package func declaration(_ name: String) -> Statement? {
        Self.declaration(name, in: statements.flatMap { [$0] + $0.nested }, tokens: tokens)
    }

    /// The statement of `statements` that declares `name` (see ``declaration(_:)``).
    package static func declaration(_ name: String, in statements: [Statement], tokens: [Token]) -> Statement? {
        let base = name.prefix { $0 != "(" }
        let label = name.contains("(") ? String(name.drop { $0 != "(" }.dropFirst()) : nil
        return statements.first { statement in
            let header = statement.header.map { tokens[$0] }
            for (offset, token) in header.enumerated() {
                if let label {
                    var place = offset
                    if base == "init" {
                        guard token.kind == .word && token.text == "init" else { continue }
                    } else {
                        guard token.kind == .word && token.text == "func", offset + 1 < header.count,
                            header[offset + 1].text == base
                        else { continue }
                        place += 1
                    }
                    // Past generic parameters and a failable initializer's `?`, to the parameters.
                    while place + 1 < header.count && !header[place + 1].is("(") { place += 1 }
                    guard place + 1 < header.count else { continue }
                    if label.isEmpty || (place + 2 < header.count && header[place + 2].text == label) { return true }
                } else if token.kind == .word && ["var", "let"].contains(token.text), offset + 1 < header.count,
                    header[offset + 1].text == base
                {
                    return true
                }
            }
            return false
        }
    }
}
