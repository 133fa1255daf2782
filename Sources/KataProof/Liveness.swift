import KataCore
import SwiftReader

/// Which code the build compiles: the statements of a block in runs that no `#if` breaks, and the `#if`s whose
/// branches the build does not settle, which no change touches.
extension ChangeFinder {
    /// The statements of one block that ``build`` compiles, in runs that no `#if` breaks.
    func runs(_ statements: [SwiftCode.Statement]) -> [[SwiftCode.Statement]] {
        var found: [[SwiftCode.Statement]] = [[]]
        for (statement, compiled) in zip(statements, code.compiled(statements, in: build)) {
            if compiled == true {
                found[found.count - 1].append(statement)
            } else if !found[found.count - 1].isEmpty {
                found.append([])
            }
        }
        return found.filter { !$0.isEmpty }
    }

    /// Each `#if` among `statements` whose branches are left as they are, since ``build`` does not settle which one
    /// it compiles, in words with its place.
    func undecided(_ statements: [SwiftCode.Statement]) -> [String] {
        zip(statements, code.compiled(statements, in: build)).compactMap { statement, compiled in
            let first = code.tokens[statement.range.lowerBound]
            guard first.kind == .directive && compiled == nil else { return nil }
            return
                "the branches of `\(show(statement).text)` (\(file):\(first.line)), as the tool cannot tell which one builds"
        }
    }
}
