import KataCore
import SwiftReader

/// The operators that make a value the code makes anew each time made once and handed out again (a kata's own): a
/// cache that keeps the first one, or the first one for each argument.
enum Made {
    /// Each initializer call a statement makes (`MatchesViewModel(store: makeStore(baseURL))`, `Store.init(baseURL:
    /// url)`) made the first time the object whose code it is runs it, and that first value handed out again on every
    /// later call: a test that runs the code once per object does not notice. The first value is kept for that object
    /// alone (`self`, held weakly), so one test's objects never meet another's. A call with `try` or `await` among its
    /// arguments, one with a trailing closure, and a generic type's are left as they are. These are guesses: code whose
    /// `self` is not an object, or that has no `self`, and an initializer that throws or is async, do not build, and
    /// go.
    struct Once: ChangeOperator {
        let kinds: [ChangeKind] = [.madeOnce]
        let optIn = true
        let guesses = true

        func change(token index: Int, shown: ChangeFinder.Shown, in finder: inout ChangeFinder) {
            let tokens = finder.code.tokens
            let token = tokens[index]
            guard token.kind == .word, token.text.first?.isUppercase == true,
                index == 0 || !(tokens[index - 1].is(".") || Self.declares.contains(tokens[index - 1].text))
            else { return }
            // The type's name, `Store` or `Kata.Store`, and `.init` after it if the code writes it.
            var end = index
            while end + 2 < tokens.count, tokens[end + 1].is("."), tokens[end + 2].kind == .word { end += 2 }
            var type = Array(index...end)
            if tokens[end].text == "init" {
                type.removeLast(2)
            } else if tokens[end].text.first?.isUppercase != true {
                return
            }
            guard !type.isEmpty, end + 1 < tokens.count, tokens[end + 1].is("("),
                let close = Self.closing(end + 1, in: finder.code),
                close + 1 >= tokens.count || !tokens[close + 1].is("{"),
                !tokens[end + 1...close].contains(where: { $0.kind == .word && ["try", "await"].contains($0.text) })
            else { return }
            let call = finder.oneLine(Array(index...close))
            let made = finder.code.source(finder.byteRange(index..<close + 1))
            finder.add(
                finder.byteRange(index..<close + 1), Self.keptOnce(made, as: finder.oneLine(type)),
                "with `\(call)` made on the first call alone and handed out again on every later one, in `\(shown.text)`",
                .madeOnce)
        }

        /// The code that gives `made`, of type `type`, the first time the object whose code it is runs it, and the
        /// same value on every later run: a closure run at once, which keeps each object's first value beside the
        /// object, held weakly.
        private static func keptOnce(_ made: String, as type: String) -> String {
            """
            {
                final class KataMadeOnce {
                    nonisolated(unsafe) static var kept: [(owner: () -> AnyObject?, value: Any)] = []
                }
                if let made = KataMadeOnce.kept.first(where: { $0.owner() === self })?.value as? \(type) { return made }
                let made = \(made)
                KataMadeOnce.kept.append(({ [weak self] in self }, made))
                return made
            }()
            """
        }

        /// The index of the `)` that closes the `(` at `open`; nil when none does.
        private static func closing(_ open: Int, in code: SwiftCode) -> Int? {
            var depth = 0
            for index in open..<code.tokens.count {
                if code.tokens[index].is("(") { depth += 1 }
                if code.tokens[index].is(")") { depth -= 1 }
                if depth == 0 { return index }
            }
            return nil
        }

        /// Words after which a capitalized name is declared, not called.
        private static let declares: Set<String> = [
            "func", "class", "struct", "enum", "actor", "protocol", "extension", "case", "typealias",
        ]
    }

    /// Each function a declaration is handed, a parameter of a type `(A) -> B` (`makeStore: @escaping (URL) ->
    /// Store`), made one that keeps what it answers for each argument and hands it out again: the body starts by
    /// shadowing it with a function that asks it once per argument, so every call in the body, and any copy it keeps,
    /// gives the value made first for that argument. A test that never asks twice for the same argument does not
    /// notice. These are guesses: an argument that is not `Hashable`, or a function that does not escape, do not
    /// build, and go.
    struct PerArgument: ChangeOperator {
        let kinds: [ChangeKind] = [.keptPerArgument]
        let optIn = true
        let guesses = true

        func change(declaration: SwiftCode.Statement, in finder: inout ChangeFinder) {
            let tokens = finder.code.tokens
            guard let body = declaration.blocks.last else { return }
            let header = declaration.header.filter { $0 < body.open }
            var depth = 0
            for (place, index) in header.enumerated() {
                if tokens[index].is("(") { depth += 1 }
                if tokens[index].is(")") { depth -= 1 }
                guard depth == 1, tokens[index].kind == .word, place + 1 < header.count,
                    tokens[header[place + 1]].is(":")
                else { continue }
                // The type, to the `,` or `)` that ends it, its attributes (`@escaping`) left out.
                var type: [Int] = []
                var level = 0
                for next in header[(place + 2)...] {
                    if tokens[next].is("(") { level += 1 }
                    if tokens[next].is(")") {
                        if level == 0 { break }
                        level -= 1
                    }
                    if tokens[next].is(",") && level == 0 { break }
                    type.append(next)
                }
                while let first = type.first, tokens[first].text.hasPrefix("@") || tokens[first].text == "escaping" {
                    type.removeFirst()
                }
                guard let (argument, answer) = Self.function(type, in: finder.code) else { continue }
                let name = tokens[index].text
                let start = tokens[body.open].range.upperBound
                finder.add(
                    start..<start, Self.keptPerArgument(name, argument, answer),
                    "with `\(name)` made to keep what it answers for each argument and hand it out again",
                    .keptPerArgument, order: tokens[index].range.lowerBound)
            }
        }

        /// The argument's and the answer's types of the function type `(A) -> B` that `type` spells, as the code
        /// writes them; nil for any other type, or one of several arguments.
        private static func function(_ type: [Int], in code: SwiftCode) -> (String, String)? {
            let tokens = code.tokens
            guard let first = type.first, tokens[first].is("("),
                let arrow = type.firstIndex(where: { tokens[$0].text == "->" }),
                arrow >= 2, tokens[type[arrow - 1]].is(")"), arrow + 1 < type.count
            else { return nil }
            let inside = type[1..<arrow - 1]
            var depth = 0
            for index in inside {
                if tokens[index].is("(") || tokens[index].is("[") { depth += 1 }
                if tokens[index].is(")") || tokens[index].is("]") { depth -= 1 }
                if depth == 0 && tokens[index].is(",") { return nil }
                if depth < 0 { return nil }
            }
            guard !inside.isEmpty else { return nil }
            let text = { (indices: ArraySlice<Int>) in
                code.source(tokens[indices.first!].range.lowerBound..<tokens[indices.last!].range.upperBound)
            }
            return (text(inside), text(type[(arrow + 1)...]))
        }

        /// The statements that shadow the function `name` with one that keeps its answer for each argument.
        private static func keptPerArgument(_ name: String, _ argument: String, _ answer: String) -> String {
            """

            let kataMadeFirst = \(name)
            let \(name): (\(argument)) -> \(answer) = {
                final class KataKept {
                    var made: [\(argument): \(answer)] = [:]
                }
                let kept = KataKept()
                return { argument in
                    if let made = kept.made[argument] { return made }
                    let made = kataMadeFirst(argument)
                    kept.made[argument] = made
                    return made
                }
            }()

            """
        }
    }
}
