import KataCore
import SwiftReader

/// The walk over the code of one function or property: where its body is, which statements the build compiles, and
/// each statement handed to the operators (``Operators/all``), at any depth, then the declaration whole.
extension Mutant {
    /// The mutants of ``all(of:file:within:twice:singletons:build:typeAliases:also:)``, and what it leaves unchanged,
    /// in words.
    package static func survey(
        of text: String, file: String, within name: String, twice: Bool = false, singletons: [String] = [],
        build: BuildConditions, typeAliases: [String: String] = [:], also: Set<ChangeKind> = []
    ) -> (mutants: [Mutant], unchanged: [String]) {
        let code = SwiftCode(text)
        if let doubt = code.doubts.first {
            // Where the reader cannot tell where a body ends, a change could land anywhere: the file is left as it is.
            let line = code.declaration(name).map { ":\(code.tokens[$0.range.lowerBound].line)" } ?? ""
            return (
                [],
                [
                    "\(SourceRule.words(name)) (\(file)\(line)), as the tool cannot tell where its body ends: \(file):\(doubt.line) has \(doubt.reason)"
                ]
            )
        }
        let live = code.compiledStatements(in: build)
        guard let declaration = SwiftCode.declaration(name, in: live, tokens: code.tokens) else {
            // Declared only under an `#if` this build may not compile: none of it changes.
            guard let elsewhere = code.declaration(name) else { return ([], []) }
            let line = code.tokens[elsewhere.range.lowerBound].line
            return ([], ["\(SourceRule.words(name)) (\(file):\(line)), under an `#if` that may not build it"])
        }
        var finder = ChangeFinder(code: code, file: file, within: name, build: build)
        finder.live = Set(live.map(\.range.lowerBound))
        finder.held = Held.all(
            around: declaration, in: code, live: live, singletons: singletons, typeAliases: typeAliases)
        let operators = Operators.all.filter { change in
            (!change.optIn || change.kinds.contains(where: also.contains)) && (!change.onlyTwice || twice)
        }
        var unchanged: [String] = []
        // The one statement of a call's closure, `group.addTask { reserve(item) }`, goes or runs twice with the call.
        // `under` is the statement whose block holds `statements`, as changes that read alike name it.
        func visit(_ statements: [SwiftCode.Statement], withCall: Bool, under: String?) {
            unchanged += finder.undecided(statements)
            for statement in finder.runs(statements).joined() {
                finder.under = under
                change(statement, whole: !withCall)
                for block in statement.blocks {
                    visit(
                        block.statements, withCall: block.statements.count == 1 && finder.isCall(statement),
                        under: finder.show(statement).text)
                }
            }
            finder.under = nil
        }
        /// Hands `statement` to each operator, then each of its own tokens, unless it is a `case` label: its patterns
        /// say what the switch matches, not what the code does.
        func change(_ statement: SwiftCode.Statement, whole: Bool) {
            let shown = finder.show(statement)
            for change in operators { change.change(statement, shown: shown, whole: whole, in: &finder) }
            let first = code.tokens[statement.range.lowerBound]
            if first.kind == .word && ["case", "default"].contains(first.text) { return }
            for index in statement.header {
                for change in operators { change.change(token: index, shown: shown, in: &finder) }
            }
        }
        // A function that gives a value and says so in one expression cannot lose it: it would no longer compile.
        let givesValue = finder.givesValue(declaration)
        for block in declaration.blocks {
            visit(block.statements, withCall: givesValue && block.statements.count == 1, under: nil)
        }
        for change in operators { change.change(declaration: declaration, in: &finder) }
        return (deduplicated(finder.found, in: text), unchanged)
    }
}
