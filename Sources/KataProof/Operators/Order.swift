import KataCore
import SwiftReader

/// The operators for code whose statements must each run once and in their order
/// (``KataFacts/YourTest/Place/twice``): a statement done twice, and two that follow each other swapped.
enum Order {
    /// Each statement that does some work done twice, and an assignment as ``ChangeKind/setTwice``.
    struct Twice: ChangeOperator {
        let kinds: [ChangeKind] = [.twice, .setTwice]
        let onlyTwice = true

        func change(
            _ statement: SwiftCode.Statement, shown: ChangeFinder.Shown, whole: Bool, in finder: inout ChangeFinder
        ) {
            guard whole, finder.kind(of: statement) == .expression else { return }
            let bytes = finder.byteRange(statement.range)
            let source = finder.code.source(bytes)
            finder.add(
                bytes, source + "\n" + source, "with `\(finder.show(statement, whole: true).text)` done twice",
                finder.isAssignment(statement) ? .setTwice : .twice)
        }
    }

    /// In each block of the code that the build compiles, each two statements that follow each other, with no `#if`
    /// between, and that may both be deleted, swapped.
    struct Swap: ChangeOperator {
        let kinds: [ChangeKind] = [.swapped]
        let onlyTwice = true

        func change(declaration: SwiftCode.Statement, in finder: inout ChangeFinder) {
            for statement in [declaration] + declaration.nested where finder.live.contains(statement.range.lowerBound) {
                for block in statement.blocks {
                    for run in finder.runs(block.statements) { swap(run, in: &finder) }
                }
            }
        }

        /// With `statements` the statements of one block: each two that follow each other and may both be deleted,
        /// swapped.
        private func swap(_ statements: [SwiftCode.Statement], in finder: inout ChangeFinder) {
            for (first, second) in zip(statements, statements.dropFirst())
            where finder.kind(of: first) == .expression && finder.kind(of: second) == .expression {
                let one = finder.byteRange(first.range)
                let two = finder.byteRange(second.range)
                let code = finder.code
                let between = code.source(one.upperBound..<two.lowerBound)
                finder.add(
                    one.lowerBound..<two.upperBound, code.source(two) + between + code.source(one),
                    "with `\(finder.show(first, whole: true).text)` and `\(finder.show(second, whole: true).text)` swapped",
                    .swapped)
            }
        }
    }
}
