import KataCore
import SwiftReader

/// The operators that pass a call another value than the one it is given (a kata's own): another name, a string
/// that starts with the one given, or one that keeps all of it but its end or its start; and how they read the names
/// a function has, the words passed alone to a call and the values a call is handed.
enum Arguments {
    /// Each name passed to a call in the declaration (`findTrips(by: user)`) made each other name the function has
    /// before it, a parameter or a `let` or `var` of its own, as it is and unwrapped (`loggedUser`, `loggedUser!`),
    /// and a parameter of a type of ``otherValues`` made that value: the call is made for something else. These are
    /// guesses at a type: those whose types differ do not build, and go.
    struct Another: ChangeOperator {
        let kinds: [ChangeKind] = [.anotherArgument]
        let optIn = true
        let guesses = true

        func change(declaration: SwiftCode.Statement, in finder: inout ChangeFinder) {
            let tokens = finder.code.tokens
            guard let body = declaration.blocks.last else { return }
            // Each name, with the token that declares it.
            var names: [(name: String, at: Int)] = []
            // The parameters' types as written, by name.
            var types: [String: String] = [:]
            let header = declaration.header
            var depth = 0
            for (place, index) in header.enumerated() {
                if tokens[index].is("(") { depth += 1 }
                if tokens[index].is(")") { depth -= 1 }
                if depth == 1, tokens[index].kind == .word, place + 1 < header.count, tokens[header[place + 1]].is(":")
                {
                    names.append((tokens[index].text, index))
                    let type = header[(place + 2)...].prefix { !tokens[$0].is(",") && !tokens[$0].is(")") }
                    types[tokens[index].text] = type.map { tokens[$0].text }.joined()
                }
            }
            for index in body.open..<body.close
            where tokens[index].kind == .word && ["let", "var"].contains(tokens[index].text)
                && tokens[index + 1].kind == .word && !names.contains(where: { $0.name == tokens[index + 1].text })
            {
                names.append((tokens[index + 1].text, index + 1))
            }
            names.removeAll { $0.name == "_" }
            for statement in declaration.nested where finder.live.contains(statement.range.lowerBound) {
                let shown = finder.show(statement)
                for index in statement.header where Arguments.isArgument(index, in: finder.code) {
                    let argument = tokens[index].text
                    guard names.contains(where: { $0.name == argument }) else { continue }
                    let others = names.filter { $0.name != argument && $0.at < index }.flatMap {
                        [$0.name, $0.name + "!"]
                    }
                    let typed =
                        types[argument].flatMap { Arguments.otherValues[$0] }.map {
                            [$0.replacingOccurrences(of: "_", with: argument)]
                        } ?? []
                    for text in others + typed {
                        finder.replace(
                            index, with: text, "with \(finder.place(index, in: shown)) made `\(text)`", shown,
                            .anotherArgument)
                    }
                }
            }
        }
    }

    /// Each value a call is handed that is a name or starts with one (`token`, `self.token(for: account)`), made
    /// another that starts with it, `(token) + "?"` (a kata's own): a test that reads only the start of what the call
    /// did with it does not notice. These are guesses at a type: a value that is not a `String` does not build, and
    /// goes.
    struct Longer: ChangeOperator {
        let kinds: [ChangeKind] = [.anotherString]
        let optIn = true
        let guesses = true

        func change(declaration: SwiftCode.Statement, in finder: inout ChangeFinder) {
            for (value, shown) in Arguments.values(in: declaration, in: finder)
            where finder.code.tokens[value[0]].kind == .word {
                let text = finder.oneLine(value)
                let named = value.count == 1 ? finder.place(value[0], in: shown) : "`\(text)`"
                let bytes = finder.byteRange(value[0]..<value[value.count - 1] + 1)
                finder.add(
                    bytes, "(\(finder.code.source(bytes))) + \"?\"",
                    "with \(named) passed on as `\(text) + \"?\"` in `\(shown.text)`", .anotherString)
            }
        }
    }

    /// Each string a call is handed, a literal or a value that starts with a name, made another that keeps all of it
    /// but its last character (`"order_plac?"`), and another that keeps all but its first (`"?rder_placed"`): a test
    /// that reads only the start of what the call did with it, or only its end, does not notice (a kata's own).
    /// These are guesses at a type: a value that is not a `String` does not build, and goes.
    struct OtherEnds: ChangeOperator {
        let kinds: [ChangeKind] = [.anotherEnd, .anotherStart]
        let optIn = true
        let guesses = true

        func change(declaration: SwiftCode.Statement, in finder: inout ChangeFinder) {
            let tokens = finder.code.tokens
            // Not a type, `Void.self`: it could never build.
            for (value, shown) in Arguments.values(in: declaration, in: finder)
            where (tokens[value[0]].kind == .word || tokens[value[0]].kind == .string)
                && !(tokens[value[value.count - 1]].kind == .word && tokens[value[value.count - 1]].text == "self"
                    && value.count > 1)
            {
                let text = finder.oneLine(value)
                let named = value.count == 1 ? finder.place(value[0], in: shown) : "`\(text)`"
                let bytes = finder.byteRange(value[0]..<value[value.count - 1] + 1)
                let source = finder.code.source(bytes)
                if value.count == 1, Constants.isPlain(source) {
                    // A literal's own characters: `"order_placed"` made `"order_plac?"` and `"?rder_placed"`.
                    let inner = source.dropFirst().dropLast()
                    let end = "\"" + inner.dropLast() + (inner.hasSuffix("?") ? "!" : "?") + "\""
                    let start = "\"" + (inner.hasPrefix("?") ? "!" : "?") + inner.dropFirst() + "\""
                    finder.add(
                        bytes, end, "with \(named) made `\(end)`, its end changed, in `\(shown.text)`", .anotherEnd)
                    finder.add(
                        bytes, start, "with \(named) made `\(start)`, its start changed, in `\(shown.text)`",
                        .anotherStart)
                } else {
                    finder.add(
                        bytes, "String((\(source)).dropLast()) + \"?\"",
                        "with \(named) passed on with its last character made `?`, in `\(shown.text)`", .anotherEnd)
                    finder.add(
                        bytes, "\"?\" + String((\(source)).dropFirst())",
                        "with \(named) passed on with its first character made `?`, in `\(shown.text)`",
                        .anotherStart)
                }
            }
        }
    }

    /// Each value a call is handed in the statements of `declaration` that the build compiles, with the statement as
    /// it is shown: the tokens from the one after a call's `(`, a `,` or an argument's label to the `,` or `)` that
    /// ends the value at its own depth, when none of them is in a block (a closure). Not a label, nor a value that
    /// starts with `nil`, `true`, `false`, `try`, `await` or `_`.
    static func values(
        in declaration: SwiftCode.Statement, in finder: ChangeFinder
    ) -> [(value: [Int], shown: ChangeFinder.Shown)] {
        let tokens = finder.code.tokens
        var found: [(value: [Int], shown: ChangeFinder.Shown)] = []
        for statement in declaration.nested where finder.live.contains(statement.range.lowerBound) {
            let shown = finder.show(statement)
            let header = statement.header
            for (place, index) in header.enumerated() where place > 0 && tokens[index].kind != .punctuation {
                let before = tokens[header[place - 1]]
                let opens =
                    before.is(",") || (before.is("(") && place > 1 && tokens[header[place - 2]].kind == .word)
                    || (before.is(":") && place > 1 && tokens[header[place - 2]].kind == .word && place > 2
                        && (tokens[header[place - 3]].is("(") || tokens[header[place - 3]].is(",")))
                guard opens, !["nil", "true", "false", "try", "await", "_"].contains(tokens[index].text),
                    !(place + 1 < header.count && tokens[header[place + 1]].is(":"))
                else { continue }
                // The value runs to the `,` or `)` that ends it, at its own depth.
                var depth = 0
                var end = place
                while end < header.count {
                    let token = tokens[header[end]]
                    if token.is("(") || token.is("[") { depth += 1 }
                    if token.is(")") || token.is("]") {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    if token.is(",") && depth == 0 { break }
                    end += 1
                }
                guard end < header.count, end > place, header[end - 1] - index == end - 1 - place else { continue }
                found.append((Array(header[place..<end]), shown))
            }
        }
        return found
    }

    /// For a parameter of one of these types passed on, a value of its type that the caller did not give, made
    /// from it (`_`): a test that reads only its start, or its host, does not notice.
    static let otherValues = [
        "URL": "_.appendingPathComponent(\"another\")", "String": "_ + \"?\"", "Int": "_ + 1", "Double": "_ + 1",
    ]

    /// Whether the token at `index` is a word passed alone to a call: `f(x)`, `f(a, x)`, `f(by: x)`.
    static func isArgument(_ index: Int, in code: SwiftCode) -> Bool {
        let tokens = code.tokens
        guard tokens[index].kind == .word, index >= 2, index + 1 < tokens.count,
            tokens[index + 1].is(")") || tokens[index + 1].is(",")
        else { return false }
        let before = tokens[index - 1]
        if before.is("(") { return tokens[index - 2].kind == .word || tokens[index - 2].is(")") }
        if before.is(",") { return true }
        return index >= 3 && before.is(":") && tokens[index - 2].kind == .word
            && (tokens[index - 3].is("(") || tokens[index - 3].is(","))
    }
}
