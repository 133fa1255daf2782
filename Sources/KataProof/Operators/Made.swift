import KataCore
import SwiftReader

/// The operator that makes a value the code makes anew each time made once and handed out again (a kata's own): a
/// cache that keeps the first one.
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
}
