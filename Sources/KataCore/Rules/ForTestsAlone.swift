import SwiftReader

/// Finds what the app keeps for its tests alone: a type of the app that only a test names (a stand-in under a plain
/// name), and a property that the app never reads, only writes if anything, while a test reads it (a count of
/// queries, the last request made).
package enum ForTestsAlone {
    /// Words after a property's name and a dot that change what it holds: `queries.append(query)`.
    private static let mutating: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "formUnion", "merge", "updateValue",
    ]

    /// One line per such type or property, naming where the app declares it: `Sources/A.swift:4 declares queries, …`.
    /// `sources` are the app's files and the tests', told apart by `Tests/` at the start of their path. `fixed` are
    /// those the learner leaves alone: the kata's own sources, and its specs, which stand for the app's callers (the
    /// app writes `TripsScreen()`); what they declare is not judged, and a type they name counts as the app's.
    package static func breaches(in sources: [(file: String, text: String)], fixed: Set<String> = []) -> [String] {
        let isTest = { (file: String) in file.hasPrefix("Tests/") && !fixed.contains(file) }
        let app = sources.filter { !isTest($0.file) }.map { ($0.file, SwiftCode($0.text)) }
        let tests = sources.filter { isTest($0.file) }.map { SwiftCode($0.text) }
        var breaches: [String] = []
        for (file, code) in app where !fixed.contains(file) {
            for (name, line) in types(in: code) {
                let named = app.reduce(0) { total, other in
                    total + other.1.tokens.indices.filter { names(name, at: $0, in: other.1.tokens) }.count
                }
                let namedByTests = tests.contains { test in
                    test.tokens.indices.contains { names(name, at: $0, in: test.tokens) }
                }
                if named == 0 && namedByTests {
                    breaches.append(
                        "\(file):\(line) declares `\(name)`, which only a test uses: a stand-in lives under Tests/")
                }
            }
            for (name, line) in properties(in: code) {
                // The files left alone keep properties of their own, which may share a name with the learner's.
                let counts = app.filter { !fixed.contains($0.0) }.map { Self.uses(of: name, in: $0.1.tokens) }
                let reads = counts.reduce(0) { $0 + $1.reads }
                let readByTests = tests.contains { test in
                    test.tokens.indices.contains { index in
                        index > 0 && test.tokens[index - 1].is(".") && test.tokens[index].kind == .word
                            && test.tokens[index].text == name
                    }
                }
                if reads == 0 && readByTests {
                    breaches.append(
                        "\(file):\(line) declares `\(name)`, which the app never reads, while a test reads it"
                    )
                }
            }
        }
        return breaches
    }

    /// The classes, structures, enumerations and actors `code` declares, at any depth, with the line of each name.
    private static func types(in code: SwiftCode) -> [(name: String, line: Int)] {
        let tokens = code.tokens
        return tokens.indices.compactMap { index in
            guard index + 1 < tokens.count, tokens[index].kind == .word,
                ["class", "struct", "enum", "actor"].contains(tokens[index].text), tokens[index + 1].kind == .word,
                index == 0 || !tokens[index - 1].is(".")
            else { return nil }
            return (tokens[index + 1].text, tokens[index + 1].line)
        }
    }

    /// Whether the token at `index` names the type `name` where it is used: not where it is declared or extended.
    private static func names(_ name: String, at index: Int, in tokens: [SwiftCode.Token]) -> Bool {
        guard tokens[index].kind == .word, tokens[index].text == name else { return false }
        guard index > 0, tokens[index - 1].kind == .word else { return true }
        return !["class", "struct", "enum", "actor", "extension"].contains(tokens[index - 1].text)
    }

    /// The variables that the types of `code` declare among their members, with the line of each.
    private static func properties(in code: SwiftCode) -> [(name: String, line: Int)] {
        let tokens = code.tokens
        let introducers: Set<String> = ["class", "struct", "enum", "actor", "extension"]
        var found: [(String, Int)] = []
        func members(of statement: SwiftCode.Statement) {
            let header = statement.header.map { tokens[$0] }
            let isType =
                header.contains { $0.kind == .word && introducers.contains($0.text) }
                && !header.contains { $0.kind == .word && ["func", "var", "let", "init"].contains($0.text) }
            guard isType else { return }
            for member in statement.blocks.first?.statements ?? [] {
                let own = member.header
                if let at = own.firstIndex(where: { tokens[$0].kind == .word && tokens[$0].text == "var" }),
                    !own[..<at].contains(where: { tokens[$0].kind == .word && tokens[$0].text == "func" }),
                    at + 1 < own.count, tokens[own[at + 1]].kind == .word
                {
                    found.append((tokens[own[at + 1]].text, tokens[own[at + 1]].line))
                }
                members(of: member)
            }
        }
        code.statements.forEach(members)
        return found
    }

    /// How often `tokens` write and read `name`, its declarations left out.
    private static func uses(of name: String, in tokens: [SwiftCode.Token]) -> (writes: Int, reads: Int) {
        var (writes, reads) = (0, 0)
        for index in tokens.indices where tokens[index].kind == .word && tokens[index].text == name {
            if index > 0, tokens[index - 1].kind == .word, ["var", "let", "func"].contains(tokens[index - 1].text) {
                continue
            }
            if isWrite(at: index, in: tokens) { writes += 1 } else { reads += 1 }
        }
        return (writes, reads)
    }

    /// Whether the name at `index` is written: assigned, changed by an operator that assigns, or changed in place.
    private static func isWrite(at index: Int, in tokens: [SwiftCode.Token]) -> Bool {
        var next = index + 1
        if next < tokens.count, tokens[next].is("[") {
            var depth = 0
            while next < tokens.count {
                if tokens[next].is("[") { depth += 1 }
                if tokens[next].is("]") { depth -= 1 }
                next += 1
                if depth == 0 { break }
            }
        }
        guard next < tokens.count else { return false }
        let token = tokens[next]
        if token.kind == .op && token.text.hasSuffix("=")
            && !["==", "!=", "<=", ">=", "===", "!=="].contains(token.text)
        {
            return true
        }
        return token.is(".") && next + 2 < tokens.count && tokens[next + 1].kind == .word
            && mutating.contains(tokens[next + 1].text) && tokens[next + 2].is("(")
    }
}
