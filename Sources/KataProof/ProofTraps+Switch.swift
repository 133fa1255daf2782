import KataCore
import SwiftReader

/// Traps a run may pass by, so that the learner's test has its own verdict on a change that reached one without
/// another build: each trap's `fatalError(…)` becomes `KataMutant.trap(…)`, and a property's trapping initializer
/// `KataMutant.trapped(…, else: …)` around the one it had (``MutantSchema/switchFile``); a run with
/// ``ProofTraps/off`` set passes both by.
extension ProofTraps {
    /// What a run sets to pass the traps by.
    static let off = ["KATA_TRAPS": "off"]

    /// Whether every trap can be passed by at run time: each `fatalError` of its code is a statement of its own that
    /// may as well do nothing, first in a function's body, in the block of an `if` with no `else`, or in an observer
    /// of a property. One that is a getter's whole body, say, cannot, and then taking the traps out takes a build; so
    /// it does when they are not ``passable``.
    var switchable: Bool { passable && traps.allSatisfy { Self.switched($0) != nil } }

    /// `trap` made one a run may pass by, or nil when its code cannot be.
    static func switched(_ trap: KataFacts.YourTest.Trap) -> KataFacts.YourTest.Trap? {
        var switched = trap
        if trap.function != nil, let insert = trap.insert {
            guard let code = passable(insert, topLevel: true) else { return nil }
            switched.insert = code
        } else if trap.property != nil, trap.initializer != nil {
            return trap
        } else if let replace = trap.replace {
            guard let code = passable(replace, topLevel: false) else { return nil }
            switched.replace = code
        }
        return switched
    }

    /// `trap` set in `text` so that a run may pass it by; nil when it finds nothing there to change.
    static func setSwitched(_ trap: KataFacts.YourTest.Trap, in text: String) -> String? {
        guard let switched = switched(trap) else { return nil }
        let text = trap.function.map { returningExplicitly($0, in: text) } ?? text
        return switched.set(in: text) { trapping, original in
            "KataMutant.trapped(\(trapping), else: \(original))"
        }
    }

    /// A build of the schema failed where no change stands, in a file a trap is laid in: the traps, which a run may
    /// pass by, do not compile there, as a `fatalError` first in a body that returns an `if` expression does.
    struct Unpassable: Error {}

    /// Words that start a statement, which a `return` cannot go before.
    private static let statementWords: Set<String> = [
        "return", "let", "var", "if", "switch", "guard", "for", "while", "repeat", "do", "throw", "defer", "break",
        "continue", "fallthrough",
    ]

    /// `text` with the body of `function`, when it returns a value of one expression alone, made to say `return`,
    /// so that a statement may go first; as it is otherwise.
    private static func returningExplicitly(_ function: String, in text: String) -> String {
        let code = SwiftCode(text)
        let tokens = code.tokens
        guard let declaration = code.declaration(function), let body = declaration.blocks.first,
            body.statements.count == 1, let only = body.statements.first,
            let arrow = declaration.header.first(where: { $0 < body.open && tokens[$0].is("->") })
        else { return text }
        let type = declaration.header.filter { $0 > arrow && $0 < body.open }.map { tokens[$0].text }.joined()
        let first = tokens[only.range.lowerBound]
        guard !["Void", "()"].contains(type), !(first.kind == .word && statementWords.contains(first.text)) else {
            return text
        }
        return code.replacing(first.range.lowerBound..<first.range.lowerBound, with: "return ")
    }

    /// `code` with each `fatalError(` that stands as a statement of its own where doing nothing is as good made
    /// `KataMutant.trap(`, or nil when one of its `fatalError`s stands elsewhere. `topLevel`: whether its own
    /// statements open a function's body.
    private static func passable(_ code: String, topLevel: Bool) -> String? {
        let swift = SwiftCode(code)
        let tokens = swift.tokens
        var calls: [Int] = []
        /// Whether each `fatalError` in `statements`, which may do nothing when `passable`, may.
        func visit(_ statements: [SwiftCode.Statement], passable: Bool) -> Bool {
            statements.allSatisfy { statement in
                let first = tokens[statement.range.lowerBound]
                if first.kind == .word, first.text == "fatalError" {
                    guard passable, statement.blocks.isEmpty, statement.range.count > 2,
                        tokens[statement.range.lowerBound + 1].is("("), tokens[statement.range.upperBound - 1].is(")")
                    else { return false }
                    calls.append(statement.range.lowerBound)
                    return true
                }
                let opens =
                    first.kind == .word
                    && ((first.text == "if" && statement.blocks.count == 1
                        && !statement.header.contains { tokens[$0].kind == .word && tokens[$0].text == "else" })
                        || ["didSet", "willSet"].contains(first.text))
                return statement.blocks.allSatisfy { visit($0.statements, passable: opens) }
            }
        }
        var start = 0
        guard visit(SwiftCode.statements(of: tokens, from: &start), passable: topLevel), start == tokens.count,
            calls.count == tokens.filter({ $0.kind == .word && $0.text == "fatalError" }).count
        else { return nil }
        var text = code
        for call in calls.reversed() {
            text = SwiftCode(text).replacing(tokens[call].range, with: "KataMutant.trap")
        }
        return text
    }
}
