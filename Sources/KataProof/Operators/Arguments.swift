import KataCore
import SwiftReader

/// The operators that pass a call another value than the one it is given (a kata's own): another name, or a string
/// that starts with the one given; and how they read the names a function has and the words passed alone to a call.
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
            let tokens = finder.code.tokens
            for statement in declaration.nested where finder.live.contains(statement.range.lowerBound) {
                let shown = finder.show(statement)
                let header = statement.header
                for (place, index) in header.enumerated() where place > 0 && tokens[index].kind == .word {
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
                    let value = Array(header[place..<end])
                    let text = finder.oneLine(value)
                    let named = value.count == 1 ? finder.place(index, in: shown) : "`\(text)`"
                    finder.add(
                        finder.byteRange(value[0]..<value[value.count - 1] + 1),
                        "(\(finder.code.source(finder.byteRange(value[0]..<value[value.count - 1] + 1)))) + \"?\"",
                        "with \(named) passed on as `\(text) + \"?\"` in `\(shown.text)`", .anotherString)
                }
            }
        }
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
