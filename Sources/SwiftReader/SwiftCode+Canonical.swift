/// The code of a file in one layout of its own, whatever the layout it was written in: what source rules read.
///
/// Each statement stands on one line, its tokens spaced as `swift format` spaces them, a block's statements on lines of
/// their own, four spaces deeper, and `}` on a line of its own (an empty block reads `{}`); comments are
/// left out, or kept only where a rule reads doc comments; every string literal reads `""`, and every regex literal
/// `/.../`. The rewrites `swift format` makes are undone: `fileprivate` reads `private`, `Array<T>` reads `[T]`, no parentheses around a condition, no
/// `-> Void`, no trailing comma. A local constant that names a singleton (`let c = X.shared`) reads as the singleton,
/// and a type alias as what it names (`typealias Session = ScarySingleton`).
extension SwiftCode {
    /// One line of the canonical code, and the line of the file it starts on.
    package struct Line: Equatable {
        package var text: String
        package var line: Int
    }

    /// The canonical code, line by line.
    /// - Parameters:
    ///   - docComments: whether doc comments stay, each on a line of its own before what it documents.
    ///   - strings: whether string literals keep their text.
    ///   - singletons: the singletons' accessors (`sharedInstance`) that a local constant may stand for.
    ///   - typeAliases: what each type alias of the code names (``typeAliases(in:)``), which it reads instead.
    package func canonical(
        docComments: Bool = false, strings: Bool = false, singletons: [String] = [],
        typeAliases: [String: String] = [:]
    ) -> [Line] {
        let normalized = Self.normalized(tokens)
        var start = 0
        var statements: [Statement] = []
        while start < normalized.count {
            statements += Self.statements(of: normalized, from: &start)
            start += 1
        }
        let renderer = Renderer(
            tokens: normalized, docComments: docComments ? comments.filter(\.isDoc) : [], strings: strings,
            singletons: singletons, typeAliases: typeAliases, original: tokens)
        var lines: [Line] = []
        var aliases: [String: String] = [:]
        for statement in statements {
            renderer.render(statement, depth: 0, code: false, aliases: &aliases, into: &lines)
        }
        return lines
    }

    /// The canonical lines of the declaration `name` (see ``declaration(_:)``), at the depth it stands; empty when the
    /// file does not declare it.
    package func canonical(
        of name: String, strings: Bool = false, singletons: [String] = [], typeAliases: [String: String] = [:]
    ) -> [Line] {
        let normalized = Self.normalized(tokens)
        var start = 0
        var found: [(Statement, Int)] = []
        func collect(_ statements: [Statement], depth: Int) {
            for statement in statements {
                found.append((statement, depth))
                for block in statement.blocks { collect(block.statements, depth: depth + 1) }
            }
        }
        while start < normalized.count {
            collect(Self.statements(of: normalized, from: &start), depth: 0)
            start += 1
        }
        guard let match = Self.declaration(name, in: found.map(\.0), tokens: normalized),
            let depth = found.first(where: { $0.0 == match })?.1
        else { return [] }
        let renderer = Renderer(
            tokens: normalized, docComments: [], strings: strings, singletons: singletons, typeAliases: typeAliases,
            original: tokens)
        var lines: [Line] = []
        var aliases: [String: String] = [:]
        renderer.render(match, depth: depth, code: depth > 0, aliases: &aliases, into: &lines)
        return lines
    }

    /// The tokens with `swift format`'s rewrites undone (see the type's comment).
    package static func normalized(_ original: [Token]) -> [Token] {
        var tokens = original
        func matching(_ open: Int, _ opener: String, _ closer: String) -> Int? {
            var depth = 0
            for index in open..<tokens.count {
                if tokens[index].is(opener) { depth += 1 }
                if tokens[index].is(closer) { depth -= 1 }
                if depth == 0 { return index }
                if tokens[index].is("{") || tokens[index].is("}") { return nil }
            }
            return nil
        }
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if token.is("<"), !token.spaceBefore, let close = matching(index, "<", ">") {
                // A generic argument list: no spaces inside its angle brackets, whatever the line breaks.
                tokens[index].spaceAfter = false
                tokens[close].spaceBefore = false
            }
            if token.kind == .word && token.text == "fileprivate" {
                tokens[index].text = "private"
            } else if token.is(","), let next, next.is(")") || next.is("]") {
                tokens.remove(at: index)
                continue
            } else if token.kind == .word, ["Array", "Optional", "Dictionary"].contains(token.text), let next,
                next.is("<"), !next.spaceBefore, index == 0 || !tokens[index - 1].is("."),
                let close = matching(index + 1, "<", ">")
            {
                var inner = Array(tokens[(index + 2)..<close])
                var replacement: [Token]
                switch token.text {
                case "Optional":
                    var mark = next
                    (mark.text, mark.spaceBefore, mark.spaceAfter) = ("?", false, tokens[close].spaceAfter)
                    replacement = inner + [mark]
                case "Dictionary":
                    if let comma = inner.firstIndex(where: { $0.is(",") }) { inner[comma].text = ":" }
                    fallthrough
                default:
                    var (open, shut) = (next, tokens[close])
                    (open.kind, open.text, shut.kind, shut.text) = (.punctuation, "[", .punctuation, "]")
                    open.spaceBefore = token.spaceBefore
                    replacement = [open] + inner + [shut]
                }
                tokens.replaceSubrange(index...close, with: replacement)
                continue
            } else if token.kind == .word, ["if", "guard", "while", "switch"].contains(token.text), let next,
                next.is("("), let close = matching(index + 1, "(", ")"), close + 1 < tokens.count,
                tokens[close + 1].is("{") || tokens[close + 1].text == "else",
                !tokens[(index + 2)..<close].contains(where: { $0.is(",") })
            {
                tokens.remove(at: close)
                tokens.remove(at: index + 1)
                continue
            } else if token.is("->"), let next, next.text == "Void",
                index + 2 == tokens.count || tokens[index + 2].is("{") || tokens[index + 2].text == "where"
                    || tokens[index + 2].newlineBefore,
                declares(tokens, before: index)
            {
                tokens.removeSubrange(index...(index + 1))
                continue
            } else if token.is("("), let next, next.is(")"), index + 2 < tokens.count, tokens[index + 2].is("{"),
                index > 0, !tokens[index - 1].spaceAfter, !declares(tokens, before: index)
            {
                tokens.removeSubrange(index...(index + 1))
                continue
            }
            index += 1
        }
        return tokens
    }

    /// Whether the statement around `index` declares a function, an initializer or a subscript, up to `index`.
    private static func declares(_ tokens: [Token], before index: Int) -> Bool {
        var back = index - 1
        while back >= 0 && !tokens[back].is("{") && !tokens[back].is("}") {
            if tokens[back].kind == .word && ["func", "init", "subscript", "deinit"].contains(tokens[back].text) {
                return true
            }
            back -= 1
        }
        return false
    }

    /// Writes statements as canonical lines.
    private struct Renderer {
        let tokens: [Token]
        let docComments: [Comment]
        let strings: Bool
        let singletons: [String]
        /// What each type alias names, by its name.
        let typeAliases: [String: String]
        /// The file's own tokens, whose positions doc comments count in.
        let original: [Token]

        /// What stands before a name that is declared or a member, not a type alias used.
        static let declarers: Set<String> = [
            ".", "typealias", "class", "struct", "enum", "actor", "protocol", "func", "let", "var", "case",
            "associatedtype",
        ]

        /// Keywords after which `(` and `[` open something new rather than call or subscript.
        static let openers: Set<String> = [
            "if", "guard", "while", "switch", "return", "in", "case", "where", "throw", "try", "await", "as", "is",
            "else", "repeat", "for", "catch", "some", "any", "inout", "let", "var", "defer", "do", "yield",
        ]

        /// Appends the lines of `statement` at `depth`; `code` says whether it stands in a body that runs (a
        /// function's, an accessor's, a closure's) rather than in a type's.
        func render(
            _ statement: Statement, depth: Int, code: Bool, aliases: inout [String: String], into lines: inout [Line]
        ) {
            let indent = String(repeating: "    ", count: depth)
            let first = tokens[statement.range.lowerBound]
            if !docComments.isEmpty {
                for comment in docComments where original.indices.contains(comment.before) {
                    let anchor = original[comment.before]
                    if anchor.range == first.range {
                        lines += Self.documentation(comment.text).map { Line(text: indent + $0, line: comment.line) }
                    }
                }
            }
            var text = indent
            var previous: Token?
            var next = statement.range.lowerBound
            var line = first.line
            let isType = statement.header.contains {
                tokens[$0].kind == .word
                    && ["class", "struct", "enum", "actor", "extension", "protocol"].contains(tokens[$0].text)
            }
            for block in statement.blocks {
                for index in next..<block.open {
                    text += spacing(previous, tokens[index]) + word(index, aliases: aliases)
                    previous = tokens[index]
                }
                if block.statements.isEmpty {
                    text += (previous == nil ? "" : " ") + "{}"
                } else {
                    lines.append(Line(text: text + (previous == nil ? "" : " ") + "{", line: line))
                    var scope = aliases
                    for nested in block.statements {
                        render(nested, depth: depth + 1, code: !isType, aliases: &scope, into: &lines)
                    }
                    text = indent + "}"
                    line = tokens[block.close].line
                }
                previous = tokens[block.close]
                next = block.close + 1
            }
            for index in next..<max(next, statement.range.upperBound) {
                text += spacing(previous, tokens[index]) + word(index, aliases: aliases)
                previous = tokens[index]
            }
            lines.append(Line(text: text, line: line))
            if code, statement.blocks.isEmpty, let alias = alias(statement) { aliases[alias.name] = alias.stands }
        }

        /// A doc comment's lines as `///` lines, whether it was written with `///` or `/** … */`.
        static func documentation(_ comment: String) -> [String] {
            let lines = comment.split(separator: "\n").map { $0.trimmedOfSpaces }
            guard comment.hasPrefix("/**") else { return lines }
            return lines.map { line in
                var text = Substring(line)
                if text.hasPrefix("/**") { text = text.dropFirst(3) }
                if text.hasSuffix("*/") { text = text.dropLast(2) }
                if text.hasPrefix("*") { text = text.dropFirst() }
                return ("/// " + text.trimmedOfSpaces).trimmedOfSpaces
            }
            .filter { $0 != "///" || lines.count == 1 }
        }

        /// The text of the token at `index`: a string literal's as `""`, a local name for a singleton as the singleton,
        /// a type alias as what it names, but where it is declared.
        private func word(_ index: Int, aliases: [String: String]) -> String {
            let token = tokens[index]
            if token.kind == .word, let named = typeAliases[token.text],
                index == 0 || !Self.declarers.contains(tokens[index - 1].text)
            {
                return named
            }
            if token.kind == .string { return strings ? token.text : "\"\"" }
            if token.kind == .regex { return strings ? token.text : "/.../" }
            if token.kind == .word, let stands = aliases[token.text], index == 0 || !tokens[index - 1].is("."),
                index + 1 == tokens.count || !tokens[index + 1].is(":")
            {
                return stands
            }
            return token.text
        }

        /// `let name = X.shared` (or `= .shared`, `X.shared()`): the local name and the singleton it stands for.
        private func alias(_ statement: Statement) -> (name: String, stands: String)? {
            let header = statement.header.map { tokens[$0] }
            guard let keyword = header.firstIndex(where: { $0.kind == .word && ["let", "var"].contains($0.text) }),
                keyword + 1 < header.count, header[keyword + 1].kind == .word,
                let equals = header.firstIndex(where: { $0.is("=") }), equals > keyword
            else { return nil }
            let value = header[(equals + 1)...].map(\.text)
            let accessor = value.first == "." ? 1 : value.count >= 3 && value[1] == "." ? 2 : nil
            guard let accessor, singletons.contains(value[accessor]),
                value.count == accessor + 1 || value[(accessor + 1)...] == ["(", ")"]
            else { return nil }
            return (header[keyword + 1].text, value.joined())
        }

        /// What stands between `previous` and `token` in the canonical layout: a space or nothing.
        private func spacing(_ previous: Token?, _ token: Token) -> String {
            guard let previous else { return "" }
            if token.kind == .punctuation && [")", "]", ",", ";"].contains(token.text) { return "" }
            // A key path's backslash stands against what follows it: `\.name`, `\User.name`.
            if previous.is("(") || previous.is("[") || previous.is(".") || previous.is("\\") { return "" }
            if token.is("->") || token.is("=") || previous.is("->") || previous.is("=") { return " " }
            if token.is(".") && previous.kind == .op && !previous.spaceBefore { return "" }
            if previous.kind == .op { return previous.spaceAfter ? " " : "" }
            if token.kind == .op { return token.spaceBefore ? " " : "" }
            if token.kind == .punctuation {
                let opens = previous.kind == .word && Self.openers.contains(previous.text)
                let follows =
                    [.word, .number, .string, .regex].contains(previous.kind) || previous.is(")") || previous.is("]")
                    || previous.is("}")
                switch token.text {
                case ":": return token.spaceBefore && token.spaceAfter ? " " : ""
                case ".": return !opens && follows ? "" : " "
                case "(": return !opens && (follows || [.attribute, .directive].contains(previous.kind)) ? "" : " "
                case "[": return !opens && follows && !previous.is("}") ? "" : " "
                default: break
                }
            }
            return " "
        }
    }
}

extension StringProtocol {
    /// The text without the spaces and tabs at its ends (line breaks stay), as Foundation's `.whitespaces` trims.
    var trimmedOfSpaces: String {
        let isSpace = { (character: Character) in character.isWhitespace && !character.isNewline }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
