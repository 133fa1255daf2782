/// Which statements a build compiles: the branches of `#if … #elseif … #else … #endif` read with a build's
/// conditions (``BuildConditions``), one block at a time, as Swift requires of them.
extension SwiftCode {
    /// Whether each of `statements`, one block's in order, is compiled in `build`: true, false, or nil where an `#if`
    /// around it cannot be evaluated. A directive is never code: an `#if` or `#elseif` whose condition the build does
    /// not settle, where that matters, reads nil; every other directive reads false.
    package func compiled(_ statements: [Statement], in build: BuildConditions) -> [Bool?] {
        // For each `#if` open: whether the code around it is compiled, whether a branch before this one was taken,
        // and whether this branch is.
        var open: [(outer: Bool?, taken: Bool?, branch: Bool?)] = []
        return statements.map { statement in
            let outer = open.last.map { Self.both($0.outer, $0.branch) } ?? true
            let first = tokens[statement.range.lowerBound]
            guard first.kind == .directive, ["#if", "#elseif", "#else", "#endif"].contains(first.text) else {
                return outer
            }
            let condition = statement.header.dropFirst().map { tokens[$0] }
            switch first.text {
            case "#if":
                let value = build.evaluate(condition)
                open.append((outer, value, value))
                return value == nil && outer != false ? nil : false
            case "#endif":
                _ = open.popLast()
                return false
            default:
                guard var frame = open.popLast() else { return false }
                let value = first.text == "#else" ? true : build.evaluate(condition)
                let settled = frame.taken == true || frame.outer == false
                frame.branch = Self.both(frame.taken.map(!), value)
                frame.taken = Self.either(frame.taken, value)
                open.append(frame)
                return value == nil && !settled ? nil : false
            }
        }
    }

    /// Every statement at any depth that `build` compiles for sure, outer before inner.
    package func compiledStatements(in build: BuildConditions) -> [Statement] {
        func walk(_ statements: [Statement]) -> [Statement] {
            var found: [Statement] = []
            for (statement, compiled) in zip(statements, compiled(statements, in: build)) where compiled == true {
                found.append(statement)
                for block in statement.blocks { found += walk(block.statements) }
            }
            return found
        }
        return walk(statements)
    }

    /// `a && b` where each may be unknown.
    package static func both(_ one: Bool?, _ other: Bool?) -> Bool? {
        one == false || other == false ? false : one == true && other == true ? true : nil
    }

    /// `a || b` where each may be unknown.
    package static func either(_ one: Bool?, _ other: Bool?) -> Bool? {
        one == true || other == true ? true : one == false && other == false ? false : nil
    }
}
