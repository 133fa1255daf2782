import KataCore
import SwiftReader

/// The traps of a proof's copy (``KataFacts/YourTest/Trap``), laid over whatever text of their files the copy builds:
/// the learner's code, or the schema of its changes. They are there to stop the learner's test when it reaches a real
/// singleton, not a change that does: a run one of them stops is told apart by Swift's message for its `fatalError`.
struct ProofTraps {
    let traps: [KataFacts.YourTest.Trap]
    /// Whether they are laid so that a run may pass them by when they can be (``switchable``): false once such traps
    /// did not compile (``Unpassable``).
    var passable = true

    /// The files the traps are laid in, relative to the kata's folder.
    var files: Set<String> { Set(traps.map(\.file)) }

    /// `text`, the file `file` as the copy builds it, with each of its traps set, so that a run may pass them by
    /// when all of them are ``switchable``; a trap for a stored property that the file no longer declares is left out.
    /// - Throws: ``ProofCopy/Untrappable`` when a trap finds no place in it.
    func laid(on text: String, of file: String) throws -> String {
        var text = text
        let switchable = switchable
        for trap in traps where trap.file == file {
            guard let trapped = switchable ? Self.setSwitched(trap, in: text) : trap.set(in: text) else {
                if !trap.isDeclared(in: text) { continue }
                throw ProofCopy.Untrappable(trap: trap)
            }
            text = trapped
        }
        return text
    }

    /// Whether `crash` is one of the traps firing: its message is what Swift prints for a `fatalError` a trap puts
    /// in, `Fatal error: ` and the trap's own words.
    func fired(_ crash: Crash) -> Bool {
        traps.contains { trap in
            let code = SwiftCode(trap.insert ?? trap.initializer ?? trap.replace ?? "").tokens
            return code.indices.dropLast(2).contains { index in
                guard code[index].kind == .word, code[index].text == "fatalError", code[index + 1].is("("),
                    let words = Self.plain(code[index + 2])
                else { return false }
                return crash.message == String("Fatal error: \(words)".prefix(Crash.longest))
            }
        }
    }

    /// The words of a plain string literal, one line with no escape or interpolation: what Swift prints of it.
    private static func plain(_ token: SwiftCode.Token) -> String? {
        let text = token.text
        guard token.kind == .string, text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""),
            !text.hasPrefix("\"\"\""), !text.contains("\\")
        else { return nil }
        return String(text.dropFirst().dropLast())
    }
}
