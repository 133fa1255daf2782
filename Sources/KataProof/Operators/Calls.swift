import KataCore
import SwiftReader

/// The operators that make a call the code makes on some paths alone on more of them, its answer dropped (a kata's
/// own): a dependency asked where the rule says it is not, or asked twice.
enum Calls {
    /// Each call under `try` that a statement makes, at any depth, made once more with its answer dropped
    /// (`_ = try findTrips(by: user)`) before each statement on the way to it that holds it, and before each earlier
    /// statement on that way that may leave the function (a `guard`, or a statement that returns or throws in a block
    /// of its own). A test that reads only the answers does not notice. These are guesses: a copy that names what is
    /// not declared where it goes does not build, and goes.
    struct Anyway: ChangeOperator {
        let kinds: [ChangeKind] = [.askedAnyway]
        let optIn = true
        let guesses = true

        func change(declaration: SwiftCode.Statement, in finder: inout ChangeFinder) {
            for block in declaration.blocks {
                Calls.walk(block.statements, before: [], kind: .askedAnyway, in: &finder)
            }
        }
    }

    /// Each call under `try` that a statement makes, at any depth, made twice, its first answer dropped: a test that
    /// reads only the answers does not notice.
    struct Twice: ChangeOperator {
        let kinds: [ChangeKind] = [.calledTwice]
        let optIn = true

        func change(declaration: SwiftCode.Statement, in finder: inout ChangeFinder) {
            for block in declaration.blocks {
                Calls.walk(block.statements, before: [], kind: .calledTwice, in: &finder)
            }
        }
    }

    /// Makes the copies of `kind` of the calls in `statements` and in their blocks; `before` holds the statements
    /// of the blocks around them before which a copy runs where the call it copies may not.
    static func walk(
        _ statements: [SwiftCode.Statement], before: [SwiftCode.Statement], kind: ChangeKind,
        in finder: inout ChangeFinder
    ) {
        let tokens = finder.code.tokens
        var earlier = before
        for statement in statements where finder.live.contains(statement.range.lowerBound) {
            if statement.blocks.isEmpty,
                let start = statement.header.first(where: { tokens[$0].kind == .word && tokens[$0].text == "try" })
            {
                let call = finder.byteRange(start..<statement.range.upperBound)
                let copy = "_ = " + finder.code.source(call) + "\n"
                let shown = finder.oneLine(Array(start..<statement.range.upperBound))
                for place in earlier.reversed() where kind == .askedAnyway {
                    let at = tokens[place.range.lowerBound].range.lowerBound
                    finder.add(
                        at..<at, copy,
                        "with `\(shown)` made before `\(finder.show(place).text)` too, its answer dropped",
                        .askedAnyway)
                }
                let at = tokens[statement.range.lowerBound].range.lowerBound
                if kind == .calledTwice {
                    finder.add(at..<at, copy, "with `\(shown)` made twice, its first answer dropped", .calledTwice)
                }
            }
            for block in statement.blocks {
                walk(block.statements, before: earlier + [statement], kind: kind, in: &finder)
            }
            if leaves(statement, in: finder.code) { earlier.append(statement) }
        }
    }

    /// Whether `statement` may leave the function before the statements after it run: a `guard`, or a
    /// statement with a `return` or `throw` in its blocks, outside a closure's.
    private static func leaves(_ statement: SwiftCode.Statement, in code: SwiftCode) -> Bool {
        let first = code.tokens[statement.range.lowerBound]
        if first.kind == .word && first.text == "guard" { return true }
        guard first.kind == .word, Self.compound.contains(first.text) else { return false }
        return statement.nested.contains { nested in
            let word = code.tokens[nested.range.lowerBound]
            return word.kind == .word && ["return", "throw"].contains(word.text)
        }
    }

    /// Words that open a statement whose blocks run as part of the function, not as a closure.
    private static let compound: Set<String> = ["if", "for", "while", "repeat", "switch", "do"]
}
