import KataCore
import SwiftReader

/// What the proof reads of the type around the pinned code: its stored properties that hold one of the kata's
/// singletons (``Held``), which ``Shared/AnotherInstance`` makes the shared one and a new one.
extension Mutant {
    /// A stored property of the type around the pinned code that holds one of the kata's singletons, or a method of
    /// one: `var worker = Worker.sharedWorker`, `let store: SessionStore`,
    /// `var cacheRetrieval: (User.ID) -> User? = UserCache.shared.user`. What reaches the shared one in its place,
    /// and a new one of its type: `Worker.sharedWorker` and `Worker()`, `UserCache.shared.user` and `UserCache().user`.
    package struct Held {
        package let shared: String
        package let fresh: String
        /// The property's type as written, for a method of a singleton called at once: `(UserCache.shared.user as
        /// @Sendable (User.ID) -> User?)(id)` compiles without the method's argument labels.
        package var type: String?

        /// The held properties of the type that declares `declaration`, by name, of the statements `live` that the
        /// build compiles; `singletons` are the expressions that reach the kata's singletons (`Worker.sharedWorker`,
        /// `Store.sharedInstance()`), and a name of `typeAliases` stands for what it names.
        package static func all(
            around declaration: SwiftCode.Statement, in code: SwiftCode, live: [SwiftCode.Statement],
            singletons: [String], typeAliases: [String: String] = [:]
        ) -> [String: Held] {
            let tokens = code.tokens
            guard let type = live.first(where: { $0.blocks.contains { $0.statements.contains(declaration) } }) else {
                return [:]
            }
            var found: [String: Held] = [:]
            for statement in type.blocks.flatMap(\.statements)
            where statement.blocks.isEmpty && live.contains(statement) {
                let header = statement.header.filter { tokens[$0].kind != .attribute }.map { tokens[$0] }
                let modifiers = header.prefix { SwiftCode.modifiers.contains($0.text) }.map(\.text)
                guard !modifiers.contains("static"), !modifiers.contains("class"), header.count > modifiers.count + 1,
                    ["var", "let"].contains(header[modifiers.count].text), header[modifiers.count + 1].kind == .word
                else { continue }
                let rest = header[(modifiers.count + 2)...]
                let equals = rest.firstIndex { $0.is("=") } ?? rest.endIndex
                let annotation = rest.first?.is(":") ?? false ? rest[(rest.startIndex + 1)..<equals] : []
                let written = annotation.map(\.text).filter { !["any", "?", "!"].contains($0) }.joined()
                let typeName = typeAliases[written] ?? written
                // A default of words, members and calls alone: `UserCache.shared.user`, `Store.sharedInstance()`.
                let value = equals < rest.endIndex ? Self.named(Array(rest[(equals + 1)...]), typeAliases) : []
                let plain = rest[min(equals + 1, rest.endIndex)...].allSatisfy {
                    $0.kind == .word || [".", "(", ")"].contains($0.text)
                }
                for singleton in singletons {
                    let type = String(singleton.prefix { $0 != "." })
                    if typeName == type || typeName.hasSuffix("." + type) {
                        found[header[modifiers.count + 1].text] = Held(shared: singleton, fresh: type + "()", type: nil)
                        break
                    }
                    let parts = SwiftCode(singleton).tokens.map(\.text)
                    guard plain, let start = value.indices.first(where: { value[$0...].starts(with: parts) }),
                        start == 0 || value[start - 1] != "."
                    else { continue }
                    var fresh = value
                    fresh.replaceSubrange(start..<start + parts.count, with: [type + "()"])
                    // The annotation's source, attributes included: from after the `:` to before the `=`.
                    let whole = statement.header
                    let colon = whole.firstIndex { tokens[$0].is(":") }
                    let assign = whole.firstIndex { tokens[$0].is("=") }
                    var written: String?
                    if let colon, let assign, colon + 1 < assign {
                        written = code.source(
                            tokens[whole[colon + 1]].range.lowerBound..<tokens[whole[assign - 1]].range.upperBound)
                    }
                    found[header[modifiers.count + 1].text] = Held(
                        shared: value.joined(), fresh: fresh.joined(), type: written)
                    break
                }
            }
            return found
        }

        /// The texts of `tokens`, each name of `typeAliases` but a member read as what it names.
        private static func named(_ tokens: [SwiftCode.Token], _ typeAliases: [String: String]) -> [String] {
            tokens.indices.map { index in
                let token = tokens[index]
                guard token.kind == .word, index == 0 || !tokens[index - 1].is("."), let named = typeAliases[token.text]
                else { return token.text }
                return named
            }
        }
    }
}
