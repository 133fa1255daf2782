import SwiftReader

/// Where the brackets, braces and generic arguments of a declaration open and close, for reading its parts.
extension Constants {
    /// A tuple element or an associated value without its label: `id: UUID` is `UUID`.
    static func unlabelled(_ element: Tokens) -> Tokens {
        if let colon = index(of: ":", in: element), element[element.startIndex..<colon].allSatisfy({ $0.kind == .word })
        {
            return element[(colon + 1)...]
        }
        return element
    }

    /// Where `text` stands in `tokens` outside brackets, braces and generic arguments.
    static func index(of text: String, in tokens: Tokens) -> Int? {
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            if depth == 0 && token.is(text) { return index }
            if opens(token) { depth += 1 }
            if closes(token) { depth = max(0, depth - 1) }
        }
        return nil
    }

    /// `tokens` cut at each `separator` outside brackets, braces and generic arguments; empty parts left out.
    static func split(_ tokens: Tokens, at separator: String) -> [Tokens] {
        var parts: [Tokens] = []
        var rest = tokens
        while let at = index(of: separator, in: rest) {
            parts.append(rest[..<at])
            rest = rest[(at + 1)...]
        }
        return (parts + [rest]).filter { !$0.isEmpty }
    }

    /// The index of what closes the bracket, brace or `<` at `open`, nil when nothing does.
    static func closing(_ open: Int, in tokens: Tokens) -> Int? {
        var depth = 0
        for index in open..<tokens.endIndex {
            if opens(tokens[index]) { depth += 1 }
            if closes(tokens[index]) { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }

    static func opens(_ token: Token) -> Bool {
        token.is("(") || token.is("[") || token.is("{") || (token.is("<") && !token.spaceBefore)
    }

    static func closes(_ token: Token) -> Bool {
        token.is(")") || token.is("]") || token.is("}") || (token.is(">") && !token.spaceBefore)
    }
}
