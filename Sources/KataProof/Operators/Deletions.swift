import KataCore
import SwiftReader

/// The operators that delete a statement: one that does some work, or an early exit.
enum Deletions {
    /// Each statement that does some work deleted whole: `without `worker.doSomething()``, and an assignment as
    /// ``ChangeKind/setDeleted``.
    struct Statement: ChangeOperator {
        let kinds: [ChangeKind] = [.deleted, .setDeleted]
        let mayTakeOutExit: Set<ChangeKind> = [.deleted]

        func change(
            _ statement: SwiftCode.Statement, shown: ChangeFinder.Shown, whole: Bool, in finder: inout ChangeFinder
        ) {
            guard whole, finder.kind(of: statement) == .expression else { return }
            finder.add(
                finder.byteRange(statement.range), "", "without `\(finder.show(statement, whole: true).text)`",
                finder.isAssignment(statement) ? .setDeleted : .deleted)
        }
    }

    /// Each early exit deleted, a `guard` or an `if` that only returns or throws; one that throws is a
    /// ``ChangeKind/noThrow``: the caller gets an answer instead of an error.
    struct Exit: ChangeOperator {
        let kinds: [ChangeKind] = [.exitDeleted, .noThrow]
        let mayTakeOutExit: Set<ChangeKind> = [.exitDeleted]

        func change(
            _ statement: SwiftCode.Statement, shown: ChangeFinder.Shown, whole: Bool, in finder: inout ChangeFinder
        ) {
            guard whole, finder.kind(of: statement) == .earlyExit else { return }
            let tokens = finder.code.tokens
            let throwsError = statement.range.contains { tokens[$0].kind == .word && tokens[$0].text == "throw" }
            finder.add(
                finder.byteRange(statement.range), "", "without `\(finder.show(statement, whole: true).text)`",
                throwsError ? .noThrow : .exitDeleted)
        }
    }
}
