import KataCore
import SwiftReader

/// The operators that change how the code fails: a `catch` clause taken away, a `throw` made an answer, and another
/// error thrown.
enum Errors {
    /// Each `catch` clause of a `do` statement removed, so the error it handles goes on to the caller.
    struct CatchDropped: ChangeOperator {
        let kinds: [ChangeKind] = [.catchDropped]

        func change(
            _ statement: SwiftCode.Statement, shown: ChangeFinder.Shown, whole: Bool, in finder: inout ChangeFinder
        ) {
            let tokens = finder.code.tokens
            let first = tokens[statement.range.lowerBound]
            guard first.kind == .word && first.text == "do" else { return }
            for (before, block) in zip(statement.blocks, statement.blocks.dropFirst())
            where tokens[before.close + 1].kind == .word && tokens[before.close + 1].text == "catch" {
                let clause = Array(before.close + 1...block.open) + [-1, block.close]
                finder.add(
                    tokens[before.close + 1].range.lowerBound..<tokens[block.close].range.upperBound, "",
                    "without `\(finder.oneLine(clause))` after `do { … }`", .catchDropped)
            }
        }
    }

    /// Each `throw` in a function that gives a value made a `return` of its empty answer (`[]`, `[:]`, `nil`, `0`,
    /// `false`, `""`): the caller gets nothing instead of an error, and a test that never asks for the error
    /// does not notice.
    struct ThrowAnswered: ChangeOperator {
        let kinds: [ChangeKind] = [.noThrow]

        func change(declaration: SwiftCode.Statement, in finder: inout ChangeFinder) {
            guard let result = finder.resultType(of: declaration).flatMap(ChangeFinder.emptyAnswer) else { return }
            for statement in finder.nested(declaration, opening: "throw") {
                let shown = finder.oneLine(Array(statement.range))
                finder.add(
                    finder.byteRange(statement.range), "return \(result)", "with `\(shown)` made `return \(result)`",
                    .noThrow)
            }
        }
    }

    /// Each `throw` made to throw `CancellationError()` (a kata's own): a test that asks for any error, not the one
    /// the code throws, does not notice.
    struct AnotherError: ChangeOperator {
        let kinds: [ChangeKind] = [.anotherError]
        let optIn = true

        func change(declaration: SwiftCode.Statement, in finder: inout ChangeFinder) {
            for statement in finder.nested(declaration, opening: "throw") {
                let error = statement.range.lowerBound + 1..<statement.range.upperBound
                guard !error.isEmpty, finder.oneLine(Array(error)) != "CancellationError()" else { continue }
                finder.add(
                    finder.byteRange(error), "CancellationError()",
                    "with `\(finder.oneLine(Array(statement.range)))` throwing `CancellationError()` instead",
                    .anotherError)
            }
        }
    }
}
