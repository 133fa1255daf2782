import Foundation
import SwiftReader

/// A small change to one function of the learner's code that a test pinning the function's behaviour catches: a
/// statement deleted, a comparison turned round, or a constant changed.
///
/// Changes are found from the code's structure (``SwiftCode``), not its text, and each is an edit of a byte range of
/// the file: the same code in any layout gets the same changes, described in the same words.
package struct Mutant: Equatable {
    /// The file changed, relative to the kata's folder.
    package let file: String
    /// The line changed, counted from 1.
    package let line: Int
    /// The function or property changed, as ``KataFacts/YourTest/Place/within`` names it: `trips(of`.
    package let within: String
    /// What kind of change it is, as `kata.json` names the changes that break a behaviour.
    package let kind: ChangeKind
    /// The change in words: ``without `worker.doSomething()` ``.
    package var change: String
    /// The whole file with the change made.
    package let text: String

    /// Every mutant the proof of a learner's test tries: those of each place `yourTest` names to mutate, in the kata's
    /// `files` (paths relative to its folder), in the order `kata.json` names them, but those it does not ask for.
    package static func all(for facts: KataFacts, in files: [String: Data]) -> [Mutant] {
        // Only the kata's own singletons, which the proof's traps stop: not Foundation's `UserDefaults.standard`.
        let declared = files.filter { $0.key.hasPrefix("Sources/") }.flatMap { file in
            let tokens = SwiftCode(String(decoding: file.value, as: UTF8.self)).tokens
            return zip(tokens, tokens.dropFirst()).filter { ["class", "struct", "actor", "enum"].contains($0.0.text) }
                .map(\.1.text)
        }
        let singletons = SharedRules.singletons(of: facts).filter { declared.contains($0.type) }.compactMap(\.instance)
        let build = BuildConditions(swiftFlags: facts.swiftFlags ?? [])
        let aliases = SwiftCode.typeAliases(
            in: files.filter { $0.key.hasPrefix("Sources/") }.sorted { $0.key < $1.key }.map {
                String(decoding: $0.value, as: UTF8.self)
            })
        let notAsked = facts.yourTest?.notAsked ?? []
        return (facts.yourTest?.mutate ?? []).flatMap { place in
            all(
                of: String(decoding: files[place.file] ?? Data(), as: UTF8.self), file: place.file,
                within: place.within, twice: place.twice ?? false, singletons: singletons, build: build,
                typeAliases: aliases, also: Set(place.also ?? []))
        }
        .filter { mutant in !notAsked.contains { $0.selects(mutant) } }
    }

    /// What the proof leaves unchanged in the places `yourTest` names, each in words with its place: code under an
    /// `#if` whose condition the build does not settle, so that no branch is changed that may not be built, and a
    /// body whose end the reader cannot tell (``SwiftCode/Doubt``).
    package static func leftUnchanged(for facts: KataFacts, in files: [String: Data]) -> [String] {
        let build = BuildConditions(swiftFlags: facts.swiftFlags ?? [])
        return (facts.yourTest?.mutate ?? []).flatMap { place in
            survey(
                of: String(decoding: files[place.file] ?? Data(), as: UTF8.self), file: place.file,
                within: place.within, build: build
            )
            .unchanged
        }
    }

    /// Every mutant of the function or property `name` (`viewDidLoad(`, `discount(for`, `isActive`) in `text`, in the
    /// order of the code: inside its body, at any depth, each statement deleted, each comparison turned round or made
    /// strict, each number moved by one or made zero, each `true` or `false` made the other, each plain string made
    /// empty and each string's interpolations taken out, each early return and each `catch` clause dropped. With
    /// `twice`, for code whose statements must each run once and in their order, each statement is also done twice,
    /// and each pair of statements that follow each other is swapped; `also` adds the kata's own changes.
    /// Each use of a property that holds one of `singletons` (`Worker.sharedWorker`) or a method of one is made the
    /// shared one, then a new one of its type: the code no longer asks what it holds. Changes that read alike name
    /// the statement they are under.
    /// Comments and the rest of string literals are never changed, nor code that `build` does not compile: only the
    /// branch of an `#if` it builds changes, and none where it cannot tell which. A property's type read through one
    /// of `typeAliases` (``SwiftCode/typeAliases(in:)``) is the type the alias names.
    package static func all(
        of text: String, file: String, within name: String, twice: Bool = false, singletons: [String] = [],
        build: BuildConditions = BuildConditions(), typeAliases: [String: String] = [:],
        also: Set<KataFacts.YourTest.Operator> = []
    ) -> [Mutant] {
        survey(
            of: text, file: file, within: name, twice: twice, singletons: singletons, build: build,
            typeAliases: typeAliases, also: also
        )
        .mutants
    }

    /// The mutants of ``all(of:file:within:twice:singletons:build:typeAliases:)``, and what it leaves unchanged, in
    /// words.
    package static func survey(
        of text: String, file: String, within name: String, twice: Bool = false, singletons: [String] = [],
        build: BuildConditions, typeAliases: [String: String] = [:], also: Set<KataFacts.YourTest.Operator> = []
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
        var finder = Finder(code: code, file: file, within: name)
        finder.live = Set(live.map(\.range.lowerBound))
        finder.held = Held.all(
            around: declaration, in: code, live: live, singletons: singletons, typeAliases: typeAliases)
        var unchanged: [String] = []
        /// The statements of one block that `build` compiles, in runs that no `#if` breaks; with `noting`, each `#if`
        /// whose branches it leaves as they are, since the build does not settle which one it compiles, is noted.
        func runs(_ statements: [SwiftCode.Statement], noting: Bool = false) -> [[SwiftCode.Statement]] {
            var found: [[SwiftCode.Statement]] = [[]]
            for (statement, compiled) in zip(statements, code.compiled(statements, in: build)) {
                if compiled == true {
                    found[found.count - 1].append(statement)
                    continue
                }
                let first = code.tokens[statement.range.lowerBound]
                if noting && first.kind == .directive && compiled == nil {
                    unchanged.append(
                        "the branches of `\(finder.show(statement).text)` (\(file):\(first.line)), as the tool cannot tell which one builds"
                    )
                }
                if !found[found.count - 1].isEmpty { found.append([]) }
            }
            return found.filter { !$0.isEmpty }
        }
        // The one statement of a call's closure, `group.addTask { reserve(item) }`, goes or runs twice with the call.
        // `under` is the statement whose block holds `statements`, as changes that read alike name it.
        func visit(_ statements: [SwiftCode.Statement], withCall: Bool, under: String?) {
            for statement in runs(statements, noting: true).joined() {
                finder.under = under
                finder.mutate(statement, twice: twice, whole: !withCall)
                for block in statement.blocks {
                    visit(
                        block.statements, withCall: block.statements.count == 1 && finder.isCall(statement),
                        under: finder.show(statement).text)
                }
            }
            finder.under = nil
        }
        // A function that gives a value and says so in one expression cannot lose it: it would no longer compile.
        let givesValue = finder.givesValue(declaration)
        for block in declaration.blocks {
            visit(block.statements, withCall: givesValue && block.statements.count == 1, under: nil)
        }
        finder.answerEmpty(declaration)
        finder.answerInsteadOfThrowing(declaration)
        finder.emptyBody(declaration)
        if also.contains(.keepFirst) { finder.keepFirst(declaration) }
        if also.contains(.answerAlways) { finder.answerAlways(declaration) }
        if also.contains(.anotherError) { finder.anotherError(declaration) }
        if also.contains(.anotherArgument) { finder.anotherArgument(declaration) }
        if also.contains(.answerTwice) { finder.answerTwice(declaration) }
        if twice {
            for statement in [declaration] + declaration.nested where finder.live.contains(statement.range.lowerBound) {
                for block in statement.blocks {
                    for run in runs(block.statements) { finder.swap(run) }
                }
            }
        }
        // A change that gives the code as it was, or as another change gives it, counts once.
        var seen: Set<String> = [text]
        let found = finder.found.enumerated()
            .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
            .filter { seen.insert($0.mutant.text).inserted }
        // Changes that read alike (`return false` made `true`, in two places) say which statement each is under.
        let alike = Dictionary(grouping: found.map(\.mutant.change), by: { $0 }).filter { $0.value.count > 1 }
        let mutants = found.map { offset, mutant, under in
            guard let under, alike[mutant.change] != nil else { return mutant }
            var named = mutant
            named.change += ", under `\(under)`"
            return named
        }
        return (mutants, unchanged)
    }
}

extension Mutant {
    /// Collects the mutants of one file's statements.
    private struct Finder {
        let code: SwiftCode
        let file: String
        let within: String
        /// Each mutant, with the offset of the bytes it changes, which orders them (ties keep the order they came in),
        /// and the statement it is under.
        var found: [(offset: Int, mutant: Mutant, under: String?)] = []
        /// The statement whose block holds the statement being changed, as ``show(_:whole:)`` shows it.
        var under: String?
        /// The properties of the type around the code that hold a singleton, by name.
        var held: [String: Held] = [:]
        /// The first token of each statement that the build compiles for sure.
        var live: Set<Int> = []

        init(code: SwiftCode, file: String, within: String) {
            self.code = code
            self.file = file
            self.within = within
        }

        /// The mutants of `statement`'s own tokens, outside its blocks, and unless `whole` is false its deletion.
        mutating func mutate(_ statement: SwiftCode.Statement, twice: Bool, whole: Bool) {
            let tokens = code.tokens
            let first = tokens[statement.range.lowerBound]
            let bytes = byteRange(statement.range)
            let shown = show(statement)
            switch whole ? kind(of: statement) : .other {
            case .expression:
                let sets = isAssignment(statement)
                add(bytes, "", "without `\(show(statement, whole: true).text)`", sets ? .setDeleted : .deleted)
                if twice {
                    let source = code.source(bytes)
                    add(
                        bytes, source + "\n" + source, "with `\(show(statement, whole: true).text)` done twice",
                        sets ? .setTwice : .twice)
                }
            case .earlyExit:
                // An exit that throws, gone: the caller gets an answer instead of an error.
                let throwsError = statement.range.contains { tokens[$0].kind == .word && tokens[$0].text == "throw" }
                add(bytes, "", "without `\(show(statement, whole: true).text)`", throwsError ? .noThrow : .exitDeleted)
            case .other:
                break
            }
            if first.kind == .word && first.text == "do" { dropCatches(statement) }
            if first.kind == .word && ["if", "guard", "while"].contains(first.text) {
                dropConditions(statement, shown)
                forceConditions(statement, shown, deleted: whole && kind(of: statement) == .earlyExit)
            }
            chooseAnswers(statement, shown)
            // A `case` label's patterns say what the switch matches, not what the code does.
            if first.kind == .word && ["case", "default"].contains(first.text) { return }
            for index in statement.header {
                let token = tokens[index]
                switch token.kind {
                case .op where isNegation(index):
                    replace(index, with: "", "without \(place(index, in: shown))", shown, .negationDropped)
                case .op:
                    for other in Self.flips[token.text] ?? [] where token.isBinary || token.text.count == 2 {
                        replace(
                            index, with: other, "with \(place(index, in: shown)) turned into `\(other)`", shown,
                            ["&&", "||"].contains(other) ? .andOr : .comparison)
                    }
                case .number where !isLaterFactor(index):
                    for other in Self.others(of: token.text) where other != boundaryTwin(index) {
                        replace(index, with: other, "with \(place(index, in: shown)) made `\(other)`", shown, .number)
                    }
                case .word where held[token.text] != nil:
                    madeShared(index, held[token.text]!, shown)
                case .word where ["true", "false"].contains(token.text):
                    let other = token.text == "true" ? "false" : "true"
                    replace(index, with: other, "with \(place(index, in: shown)) made `\(other)`", shown, .boolean)
                case .string where Self.isPlain(token.text):
                    replace(index, with: "\"\"", "with \(place(index, in: shown)) made `\"\"`", shown, .emptyString)
                case .string:
                    guard let plain = Self.withoutInterpolations(token.text) else { break }
                    replace(
                        index, with: plain, "with \(place(index, in: shown)) made `\(plain)`", shown,
                        .interpolationDropped)
                default:
                    break
                }
            }
        }

        /// The use of a held property at `index` (`worker`, `self.worker`) made the shared one, then a new one. Not
        /// a label, the name of a declaration, a member of something else, or what an assignment sets.
        private mutating func madeShared(_ index: Int, _ held: Held, _ shown: (text: String, tokens: [Int])) {
            let tokens = code.tokens
            var first = index
            if index > 0 && tokens[index - 1].is(".") {
                guard index > 1, tokens[index - 2].kind == .word, tokens[index - 2].text == "self" else { return }
                first = index - 2
            }
            if first > 0 && tokens[first - 1].kind == .word && ["let", "var", "func"].contains(tokens[first - 1].text) {
                return
            }
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if let next, next.is(":") || next.is("=") { return }
            // A function value called at once, `cacheRetrieval(id)`, keeps its call once made the shared one's.
            let wrap = next?.is("(") ?? false
            for text in [held.shared, held.fresh] {
                add(
                    tokens[first].range.lowerBound..<tokens[index].range.upperBound,
                    wrap ? "(\(text)\(held.type.map { " as \($0)" } ?? ""))" : text,
                    "with \(place(index, in: shown)) made `\(text)` in `\(shown.text)`", .anotherInstance)
            }
        }

        /// Each `catch` clause of a `do` statement removed, so the error it handles goes on to the caller.
        private mutating func dropCatches(_ statement: SwiftCode.Statement) {
            let tokens = code.tokens
            for (before, block) in zip(statement.blocks, statement.blocks.dropFirst())
            where tokens[before.close + 1].kind == .word && tokens[before.close + 1].text == "catch" {
                let clause = Array(before.close + 1...block.open) + [-1, block.close]
                add(
                    tokens[before.close + 1].range.lowerBound..<tokens[block.close].range.upperBound, "",
                    "without `\(oneLine(clause))` after `do { … }`", .catchDropped)
            }
        }

        /// The conditions of an `if`, `guard` or `while`, each as its tokens: after the keyword, up to the first block
        /// or a `guard`'s `else`.
        private func conditions(of statement: SwiftCode.Statement) -> [[Int]] {
            let tokens = code.tokens
            var conditions: [[Int]] = [[]]
            var depth = 0
            for (place, index) in statement.header.enumerated().dropFirst() {
                let token = tokens[index]
                if place > 0 && index != statement.header[place - 1] + 1 { break }
                if depth == 0 && token.kind == .word && token.text == "else" { break }
                if token.is("(") || token.is("[") { depth += 1 }
                if token.is(")") || token.is("]") { depth -= 1 }
                if depth == 0 && token.is(",") {
                    conditions.append([])
                } else {
                    conditions[conditions.count - 1].append(index)
                }
            }
            return conditions
        }

        /// Each condition of an `if`, `guard` or `while` that lists more than one, dropped: the others decide alone.
        private mutating func dropConditions(_ statement: SwiftCode.Statement, _ shown: (text: String, tokens: [Int])) {
            let tokens = code.tokens
            let conditions = conditions(of: statement)
            guard conditions.count > 1, !conditions.contains(where: \.isEmpty) else { return }
            for (number, condition) in conditions.enumerated() {
                // A condition goes with the comma after it; the last with the comma before it.
                let bytes =
                    number < conditions.count - 1
                    ? tokens[condition[0]].range.lowerBound..<tokens[conditions[number + 1][0]].range.lowerBound
                    : tokens[conditions[number - 1].last! + 1].range
                        .lowerBound..<tokens[condition.last!].range.upperBound
                add(bytes, "", "without the condition `\(oneLine(condition))` in `\(shown.text)`", .conditionDropped)
            }
        }

        /// The conditions of an `if` or a `guard` forced `true`, and of an `if`, a `guard` or a `while` forced
        /// `false`, unless one of them binds a name (`if let`, `case`) or asks for an OS version. A change after which
        /// a `throw` can no longer run is a ``ChangeKind/noThrow``: the caller gets an answer instead of an error.
        /// For an early exit that is `deleted` already, the value that does the same is left out: `true` for a
        /// `guard`, `false` for an `if`.
        private mutating func forceConditions(
            _ statement: SwiftCode.Statement, _ shown: (text: String, tokens: [Int]), deleted: Bool
        ) {
            let tokens = code.tokens
            let keyword = tokens[statement.range.lowerBound].text
            let conditions = conditions(of: statement)
            guard let first = conditions.first?.first, let last = conditions.last?.last,
                !conditions.contains(where: \.isEmpty),
                !conditions.contains(where: { condition in
                    condition.contains {
                        ["let", "var", "case", "#available", "#unavailable"].contains(tokens[$0].text)
                    }
                })
            else { return }
            let all = Array(first...last)
            let bytes = byteRange(first..<last + 1)
            for forced in keyword == "while" ? [false] : [true, false]
            where !(deleted && forced == (keyword == "guard")) {
                // What can no longer run: for `true`, a `guard`'s `else` or what follows an `if`'s first block; for
                // `false`, the first block of an `if` or a `while` (a `guard`'s next statements are not looked at).
                let opening = statement.blocks.first.map { Array($0.open...$0.close) } ?? []
                let rest = statement.blocks.first.map { Array($0.close + 1..<statement.range.upperBound) } ?? []
                let dead = keyword == "guard" ? (forced ? opening : []) : forced ? rest : opening
                let throwsSkipped = dead.contains { tokens[$0].kind == .word && tokens[$0].text == "throw" }
                add(
                    bytes, "\(forced)", "with `\(oneLine(all))` made `\(forced)` in `\(shown.text)`",
                    throwsSkipped ? .noThrow : forced ? .conditionTrue : .conditionFalse)
            }
        }

        /// For a function, its whole body replaced by the empty answer of its type (`return []`), or by nothing when it
        /// gives no value: a test that only runs the function notices nothing.
        mutating func emptyBody(_ declaration: SwiftCode.Statement) {
            let tokens = code.tokens
            guard declaration.header.contains(where: { tokens[$0].kind == .word && tokens[$0].text == "func" }),
                let body = declaration.blocks.last, !body.statements.isEmpty,
                // Code under an `#if` stays as it is, whichever branch the build compiles.
                !(body.open...body.close).contains(where: { tokens[$0].kind == .directive })
            else { return }
            var replacement = ""
            if givesValue(declaration) {
                guard let result = resultType(of: declaration), let empty = Self.emptyAnswer(result) else { return }
                // A lone answer made `nil` or `0` is this change already (``answerEmpty(_:)``).
                if body.statements.count == 1 && (result.hasSuffix("?") || Self.numbers.contains(result)) { return }
                replacement = "return \(empty)"
            }
            let start = tokens[body.open].range.upperBound
            let end = tokens[body.close].range.lowerBound
            add(
                start..<end, replacement.isEmpty ? "\n" : "\n\(replacement)\n",
                "with the body of `\(SourceRule.words(within))` made `{ \(replacement.isEmpty ? "" : replacement + " ")}`",
                .emptyBody)
            // Listed after the changes inside the body.
            found[found.count - 1].offset = end
        }

        /// Each choice `c ? a : b` among the statement's own tokens made to give one answer whatever `c` is: `a`, then
        /// `b`. A choice whose parts hold a closure is left as it is.
        private mutating func chooseAnswers(_ statement: SwiftCode.Statement, _ shown: (text: String, tokens: [Int])) {
            let tokens = code.tokens
            let header = statement.header
            for (place, question) in header.enumerated() where tokens[question].is("?") && tokens[question].isBinary {
                guard let start = conditionStart(before: place, in: header),
                    let (colon, last) = answersEnd(after: place, in: header)
                else { continue }
                let choice = byteRange(start..<last + 1)
                for answer in [question + 1..<colon, colon + 1..<last + 1] {
                    add(
                        choice, code.source(byteRange(answer)),
                        "with `\(oneLine(Array(start...last)))` made `\(oneLine(Array(answer)))` in `\(shown.text)`",
                        .choice)
                }
            }
        }

        /// The first token of the condition of the choice whose `?` is `header[place]`: the choice binds more loosely
        /// than any operator but `=`, so the condition runs back to an opening bracket, a `,`, an assignment or a
        /// word such as `return`. Nil when a block comes between.
        private func conditionStart(before place: Int, in header: [Int]) -> Int? {
            let tokens = code.tokens
            var depth = 0
            var first = header[place]
            for index in header[..<place].reversed() {
                guard index == first - 1 else { return nil }
                let token = tokens[index]
                if token.is(")") || token.is("]") {
                    depth += 1
                } else if token.is("(") || token.is("[") {
                    if depth == 0 { break }
                    depth -= 1
                } else if depth == 0 {
                    let assigns =
                        token.kind == .op && token.text.hasSuffix("=") && token.isBinary
                        && !["==", "!=", "<=", ">=", "===", "!=="].contains(token.text)
                    let ends = token.kind == .word && Self.beforeConditions.contains(token.text)
                    if assigns || ends || token.is(",") || token.is(":") || token.is("{") { break }
                }
                first = index
            }
            return first == header[place] ? nil : first
        }

        /// The words a choice's condition comes after.
        private static let beforeConditions: Set<String> = ["return", "throw", "try", "await", "in", "else"]

        /// The `:` of the choice whose `?` is `header[place]`, after any choice inside its first answer, and the last
        /// token of its second answer: before a `,` or a closing bracket at its depth, or the statement's end. Nil
        /// when a block comes between.
        private func answersEnd(after place: Int, in header: [Int]) -> (colon: Int, last: Int)? {
            let tokens = code.tokens
            var depth = 0
            var pending = 0
            var colon: Int?
            var last = header[place]
            for index in header[(place + 1)...] {
                guard index == last + 1 else { return nil }
                let token = tokens[index]
                if token.is("(") || token.is("[") {
                    depth += 1
                } else if token.is(")") || token.is("]") {
                    if depth == 0 { break }
                    depth -= 1
                } else if depth == 0 && token.is("?") && token.isBinary {
                    pending += 1
                } else if depth == 0 && token.is(":") {
                    if pending > 0 {
                        pending -= 1
                    } else if colon == nil {
                        colon = index
                    }
                } else if depth == 0 && colon != nil && token.is(",") {
                    break
                }
                last = index
            }
            guard let colon, colon > header[place] + 1, colon < last else { return nil }
            return (colon, last)
        }

        /// The type a function returns, as its signature writes it (`String?`, `Decimal`); nil for anything else.
        private func resultType(of declaration: SwiftCode.Statement) -> String? {
            let header = declaration.header.map { code.tokens[$0] }
            guard let arrow = header.lastIndex(where: { $0.is("->") }),
                header[..<arrow].contains(where: { $0.kind == .word && $0.text == "func" })
            else { return nil }
            return header[(arrow + 1)...].map(\.text).joined()
        }

        /// Whether `declaration` is a function whose signature says it returns a value: `-> String?`, not `-> Void`.
        func givesValue(_ declaration: SwiftCode.Statement) -> Bool {
            resultType(of: declaration).map { !["Void", "()", ""].contains($0) } ?? false
        }

        /// For a function that returns an optional or a number, each value it returns made `nil` or `0`: the lone
        /// expression of its body, or what each `return` in it gives, unless that is the empty value already.
        mutating func answerEmpty(_ declaration: SwiftCode.Statement) {
            guard let result = resultType(of: declaration), let body = declaration.blocks.last else { return }
            let empty: String
            if result.hasSuffix("?") {
                empty = "nil"
            } else if Self.numbers.contains(result) {
                empty = "0"
            } else {
                return
            }
            for answer in answers(of: declaration, body: body, besides: ["nil", "0"]) {
                add(byteRange(answer), empty, "with `\(oneLine(Array(answer)))` made `\(empty)`", .emptyAnswer)
            }
        }

        /// The values a function gives: the lone expression of its `body`, or what each `return` in it gives, unless
        /// that is one of `besides` already.
        private func answers(of declaration: SwiftCode.Statement, body: SwiftCode.Block, besides: Set<String>)
            -> [Range<Int>]
        {
            let tokens = code.tokens
            var answers: [Range<Int>] = []
            if body.statements.count == 1, kind(of: body.statements[0]) == .expression {
                answers.append(body.statements[0].range)
            }
            for statement in declaration.nested
            where live.contains(statement.range.lowerBound) && tokens[statement.range.lowerBound].text == "return" {
                let value = statement.range.lowerBound + 1..<statement.range.upperBound
                if !value.isEmpty && !(value.count == 1 && besides.contains(tokens[value.lowerBound].text)) {
                    answers.append(value)
                }
            }
            return answers
        }

        /// Each `throw` in a function that gives a value made a `return` of its empty answer (`[]`, `[:]`, `nil`, `0`,
        /// `false`, `""`): the caller gets nothing instead of an error, and a test that never asks for the error
        /// does not notice.
        mutating func answerInsteadOfThrowing(_ declaration: SwiftCode.Statement) {
            let tokens = code.tokens
            guard let result = resultType(of: declaration).flatMap(Self.emptyAnswer) else { return }
            for statement in declaration.nested
            where live.contains(statement.range.lowerBound) && tokens[statement.range.lowerBound].text == "throw" {
                let shown = oneLine(Array(statement.range))
                add(
                    byteRange(statement.range), "return \(result)", "with `\(shown)` made `return \(result)`",
                    .noThrow)
            }
        }

        /// Each `throw` in `declaration` made to throw `CancellationError()`: a test that asks for any error, not the
        /// one the code throws, does not notice.
        mutating func anotherError(_ declaration: SwiftCode.Statement) {
            let tokens = code.tokens
            for statement in declaration.nested
            where live.contains(statement.range.lowerBound) && tokens[statement.range.lowerBound].text == "throw" {
                let error = statement.range.lowerBound + 1..<statement.range.upperBound
                guard !error.isEmpty, oneLine(Array(error)) != "CancellationError()" else { continue }
                add(
                    byteRange(error), "CancellationError()",
                    "with `\(oneLine(Array(statement.range)))` throwing `CancellationError()` instead", .anotherError)
            }
        }

        /// Each name passed to a call in `declaration` (`findTrips(by: user)`) made each other name the function has
        /// before it, a parameter or a `let` or `var` of its own, as it is and unwrapped (`loggedUser`,
        /// `loggedUser!`), and a parameter of a type of ``otherValues`` made that value: the call is made for
        /// something else. Those whose types differ do not build, and go.
        mutating func anotherArgument(_ declaration: SwiftCode.Statement) {
            let tokens = code.tokens
            guard let body = declaration.blocks.last else { return }
            // Each name, with the token that declares it.
            var names: [(name: String, at: Int)] = []
            // The parameters' types as written, by name.
            var types: [String: String] = [:]
            let header = declaration.header
            var depth = 0
            for (place, index) in header.enumerated() {
                if tokens[index].is("(") { depth += 1 }
                if tokens[index].is(")") { depth -= 1 }
                if depth == 1, tokens[index].kind == .word, place + 1 < header.count, tokens[header[place + 1]].is(":")
                {
                    names.append((tokens[index].text, index))
                    let type = header[(place + 2)...].prefix { !tokens[$0].is(",") && !tokens[$0].is(")") }
                    types[tokens[index].text] = type.map { tokens[$0].text }.joined()
                }
            }
            for index in body.open..<body.close
            where tokens[index].kind == .word && ["let", "var"].contains(tokens[index].text)
                && tokens[index + 1].kind == .word && !names.contains(where: { $0.name == tokens[index + 1].text })
            {
                names.append((tokens[index + 1].text, index + 1))
            }
            names.removeAll { $0.name == "_" }
            for statement in declaration.nested where live.contains(statement.range.lowerBound) {
                let shown = show(statement)
                for index in statement.header where isArgument(index) {
                    let argument = tokens[index].text
                    guard names.contains(where: { $0.name == argument }) else { continue }
                    let others = names.filter { $0.name != argument && $0.at < index }.flatMap {
                        [$0.name, $0.name + "!"]
                    }
                    let typed =
                        types[argument].flatMap { Self.otherValues[$0] }.map {
                            [$0.replacingOccurrences(of: "_", with: argument)]
                        } ?? []
                    for text in others + typed {
                        replace(
                            index, with: text, "with \(place(index, in: shown)) made `\(text)`", shown,
                            .anotherArgument)
                    }
                }
            }
        }

        /// For a parameter of one of these types passed on, a value of its type that the caller did not give, made
        /// from it (`_`): a test that reads only its start, or its host, does not notice.
        static let otherValues = [
            "URL": "_.appendingPathComponent(\"another\")", "String": "_ + \"?\"", "Int": "_ + 1", "Double": "_ + 1",
        ]

        /// Whether the token at `index` is a word passed alone to a call: `f(x)`, `f(a, x)`, `f(by: x)`.
        private func isArgument(_ index: Int) -> Bool {
            let tokens = code.tokens
            guard tokens[index].kind == .word, index >= 2, index + 1 < tokens.count,
                tokens[index + 1].is(")") || tokens[index + 1].is(",")
            else { return false }
            let before = tokens[index - 1]
            if before.is("(") { return tokens[index - 2].kind == .word || tokens[index - 2].is(")") }
            if before.is(",") { return true }
            return index >= 3 && before.is(":") && tokens[index - 2].kind == .word
                && (tokens[index - 3].is("(") || tokens[index - 3].is(","))
        }

        /// Each assignment into a subscript inside `declaration`, `x[k] = v`, made `x[k] = x[k] ?? (v)`: the value
        /// already there wins.
        mutating func keepFirst(_ declaration: SwiftCode.Statement) {
            let tokens = code.tokens
            for statement in declaration.nested where live.contains(statement.range.lowerBound) {
                let header = statement.header
                guard let open = header.firstIndex(where: { tokens[$0].is("[") }), open > 0,
                    tokens[header[open - 1]].kind == .word
                else { continue }
                var depth = 0
                var close: Int?
                for place in open..<header.count {
                    if tokens[header[place]].is("[") { depth += 1 }
                    if tokens[header[place]].is("]") { depth -= 1 }
                    if depth == 0 {
                        close = place
                        break
                    }
                }
                guard let close, close + 2 < header.count, tokens[header[close + 1]].is("="),
                    header[close + 1] == header[close] + 1, header.last! + 1 == statement.range.upperBound
                else { continue }
                let target = code.source(byteRange(header[0]..<header[close] + 1))
                let value = header[close + 2]..<statement.range.upperBound
                let shown = oneLine(Array(statement.range))
                add(
                    byteRange(value), "\(target) ?? (\(code.source(byteRange(value))))",
                    "with `\(shown)` keeping the value already there", .keepFirst)
            }
        }

        /// For a function that returns `String?`, each answer it gives (as ``answerEmpty(_:)`` finds them) given a
        /// constant where it has none: it answers before anything was saved.
        mutating func answerAlways(_ declaration: SwiftCode.Statement) {
            guard resultType(of: declaration) == "String?", let body = declaration.blocks.last else { return }
            for answer in answers(of: declaration, body: body, besides: ["nil"]) {
                let source = code.source(byteRange(answer))
                add(
                    byteRange(answer), "(\(source)) ?? \"?\"",
                    "with `\(oneLine(Array(answer)))` answering `\"?\"` when it has none", .answerAlways)
            }
        }

        /// For a function that returns an array, each answer it gives (as ``answerEmpty(_:)`` finds them) given twice:
        /// a test that only asks whether the answer is empty, or holds something, does not notice.
        mutating func answerTwice(_ declaration: SwiftCode.Statement) {
            guard let result = resultType(of: declaration), result.hasPrefix("["), !result.contains(":"),
                let body = declaration.blocks.last
            else { return }
            for answer in answers(of: declaration, body: body, besides: []) {
                let source = code.source(byteRange(answer))
                add(
                    byteRange(answer), "(\(source)) + (\(source))",
                    "with `\(oneLine(Array(answer)))` given twice over", .answerTwice)
            }
        }

        /// The empty answer of a function whose result type is `type`, as code; nil for a type that has none.
        private static func emptyAnswer(_ type: String) -> String? {
            if type.hasSuffix("?") { return "nil" }
            if type.hasPrefix("[") && type.hasSuffix("]") { return type.contains(":") ? "[:]" : "[]" }
            if numbers.contains(type) { return "0" }
            return ["Bool": "false", "String": "\"\""][type]
        }

        /// The number types whose values a change can make `0`.
        private static let numbers: Set<String> = [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
            "Decimal", "CGFloat", "TimeInterval",
        ]

        /// Whether the token at `index` is a `!` that negates what follows it: `!oldValue`, `(!done)`.
        private func isNegation(_ index: Int) -> Bool {
            let token = code.tokens[index]
            guard token.text == "!", !token.spaceAfter, index + 1 < code.tokens.count else { return false }
            return token.spaceBefore || (index > 0 && ["(", "[", ","].contains(where: code.tokens[index - 1].is))
        }

        /// With `statements` the statements of one block: each two that follow each other and may both be deleted,
        /// swapped.
        mutating func swap(_ statements: [SwiftCode.Statement]) {
            for (first, second) in zip(statements, statements.dropFirst())
            where kind(of: first) == .expression && kind(of: second) == .expression {
                let one = byteRange(first.range)
                let two = byteRange(second.range)
                let between = code.source(one.upperBound..<two.lowerBound)
                add(
                    one.lowerBound..<two.upperBound, code.source(two) + between + code.source(one),
                    "with `\(show(first, whole: true).text)` and `\(show(second, whole: true).text)` swapped",
                    .swapped)
            }
        }

        /// Whether `statement` is a call that can go whole, not an assignment.
        /// Whether `statement` sets a value, outside its blocks: `x = 1`, `count += 1`, `$0[k] = v`.
        private func isAssignment(_ statement: SwiftCode.Statement) -> Bool {
            statement.header.contains { index in
                let token = code.tokens[index]
                return token.is("=")
                    || (token.kind == .op && token.text.hasSuffix("=")
                        && !["==", "!=", "<=", ">=", "===", "!=="].contains(token.text))
            }
        }

        func isCall(_ statement: SwiftCode.Statement) -> Bool {
            kind(of: statement) == .expression && !statement.header.contains { code.tokens[$0].is("=") }
        }

        /// What deleting a statement means: a whole statement whose work is gone, an early exit dropped, or nothing
        /// worth trying (a declaration the rest needs, a jump, a label, a compound statement whose parts change).
        private enum Kind {
            case expression, earlyExit, other
        }

        private func kind(of statement: SwiftCode.Statement) -> Kind {
            let tokens = code.tokens
            let header = statement.header.map { tokens[$0] }
            guard let first = header.first(where: { $0.kind != .attribute }) else { return .other }
            let last = tokens[statement.range.upperBound - 1]
            if last.kind == .word && last.text == "in" && statement.blocks.isEmpty { return .other }
            if first.kind == .directive || first.kind == .punctuation { return .other }
            guard first.kind == .word else { return .expression }
            if first.text == "guard" { return .earlyExit }
            if first.text == "if" {
                // `if … { return … }` with no `else`: an early return.
                guard statement.blocks.count == 1, let exit = statement.blocks[0].statements.last,
                    tokens[exit.range.lowerBound].kind == .word,
                    ["return", "throw"].contains(tokens[exit.range.lowerBound].text)
                else { return .other }
                return .earlyExit
            }
            if Self.keeps.contains(first.text) || SwiftCode.modifiers.contains(first.text) { return .other }
            // An accessor: `didSet { … }`, `get { … }`.
            if header.count == 1 && statement.blocks.count == 1 && Self.accessors.contains(first.text) {
                return .other
            }
            return .expression
        }

        /// Words that open a statement that is not deleted whole: declarations, jumps, labels, compound statements.
        private static let keeps: Set<String> = [
            "let", "var", "func", "init", "deinit", "subscript", "struct", "class", "enum", "actor", "protocol",
            "extension", "typealias", "import", "return", "throw", "break", "continue", "fallthrough", "case",
            "default", "for", "while", "repeat", "switch", "do", "defer", "else", "catch",
        ]

        private static let accessors: Set<String> = ["get", "set", "didSet", "willSet", "_read", "_modify"]

        /// Each comparison and what it becomes: its opposite, and for an order its boundary moved by one.
        static let flips: [String: [String]] = [
            "==": ["!="], "!=": ["=="], "<": [">=", "<="], ">": ["<=", ">="], "<=": [">", "<"], ">=": ["<", ">"],
            "&&": ["||"], "||": ["&&"],
        ]

        /// What a number literal becomes: one more, one less when above zero, and zero (or one for zero), each once.
        static func others(of literal: String) -> [String] {
            let digits = literal.replacingOccurrences(of: "_", with: "")
            var found: [String] = []
            if let value = Int(digits) {
                for other in [value + 1, value > 0 ? value - 1 : nil, value == 0 ? 1 : 0].compactMap({ $0 })
                where !found.contains("\(other)") {
                    found.append("\(other)")
                }
            } else if digits.allSatisfy({ $0.isNumber || $0 == "." }), let value = Double(digits) {
                for other in [value + 1, value >= 1 ? value - 1 : nil, value == 0 ? 1 : 0].compactMap({ $0 }) {
                    let text = other == other.rounded() ? String(format: "%.1f", other) : "\(other)"
                    if !found.contains(text) && Double(text) != value { found.append(text) }
                }
            }
            return found
        }

        /// Whether the number at `index` follows another in a product of numbers, `24` in `120 * 24 * 60`: the
        /// product is one constant, which its first number stands for.
        private func isLaterFactor(_ index: Int) -> Bool {
            let tokens = code.tokens
            return index >= 2 && tokens[index - 1].kind == .op && ["*", "/"].contains(tokens[index - 1].text)
                && tokens[index - 2].kind == .number
        }

        /// For a whole number compared on its own with `<`, `<=`, `>` or `>=`, its move by one that the comparison made strict
        /// or loose already makes: `x <= 99` is `x < 100`. The move the other way stays: `x <= 101`.
        private func boundaryTwin(_ index: Int) -> String? {
            let tokens = code.tokens
            guard let value = Int(tokens[index].text.replacingOccurrences(of: "_", with: "")) else { return nil }
            let before = index > 0 ? tokens[index - 1] : nil
            let after = index + 1 < tokens.count ? tokens[index + 1] : nil
            var comparison: String?
            if let before, before.isBinary, after?.kind != .op {
                comparison = before.text
            } else if let after, after.isBinary, before?.kind != .op {
                // `100 >= x` reads as `x <= 100`.
                comparison = ["<": ">", "<=": ">=", ">": "<", ">=": "<="][after.text]
            }
            switch comparison {
            case "<=", ">": return "\(value - 1)"
            case "<", ">=": return "\(value + 1)"
            default: return nil
            }
        }

        /// A one-line string literal with its interpolations taken out, `"item: \(item)"` made `"item: "`; nil for
        /// one with none, or whose interpolation holds a string of its own.
        static func withoutInterpolations(_ literal: String) -> String? {
            guard literal.hasPrefix("\""), !literal.hasPrefix("\"\"\""), literal.contains("\\(") else { return nil }
            var kept = ""
            var characters = literal[...]
            while let first = characters.first {
                characters = characters.dropFirst()
                guard first == "\\" else {
                    kept.append(first)
                    continue
                }
                guard characters.first == "(" else {
                    // An escape, `\"` or `\\`, kept whole.
                    kept.append(first)
                    if let escaped = characters.first { kept.append(escaped) }
                    characters = characters.dropFirst()
                    continue
                }
                var depth = 0
                while let next = characters.first {
                    characters = characters.dropFirst()
                    if next == "\"" { return nil }
                    if next == "(" { depth += 1 }
                    if next == ")" { depth -= 1 }
                    if depth == 0 { break }
                }
            }
            return kept == literal ? nil : kept
        }

        /// Whether a string literal is plain and not empty: `"text"`, with no escape, interpolation or `#`.
        static func isPlain(_ literal: String) -> Bool {
            literal.count > 2 && literal.hasPrefix("\"") && !literal.hasPrefix("\"\"\"") && !literal.contains("\\")
        }

        /// The statement in one line, whatever its layout: its tokens spaced as written on a line, comments left
        /// out; a long statement shows its blocks as `{ … }`. Also the tokens it shows.
        func show(_ statement: SwiftCode.Statement, whole: Bool = false) -> (text: String, tokens: [Int]) {
            let full = Array(statement.range)
            let text = oneLine(full)
            if statement.blocks.isEmpty || (whole && text.count <= 80) || text.count <= 60 { return (text, full) }
            var shown: [Int] = []
            var next = statement.range.lowerBound
            for block in statement.blocks {
                shown += Array(next...block.open)
                shown.append(-1)
                next = block.close
            }
            shown += Array(next..<statement.range.upperBound)
            return (oneLine(shown), shown.filter { $0 >= 0 })
        }

        /// The tokens at `indices` on one line; -1 stands for `…`.
        private func oneLine(_ indices: [Int]) -> String {
            let tokens = code.tokens
            var text = ""
            var previous: SwiftCode.Token?
            for (place, index) in indices.enumerated() {
                guard index >= 0 else {
                    text += " …"
                    previous = nil
                    continue
                }
                let token = tokens[index]
                // A trailing comma that a layout on many lines adds reads as no comma.
                if token.is(","), place + 1 < indices.count, indices[place + 1] >= 0,
                    tokens[indices[place + 1]].is("]") || tokens[indices[place + 1]].is(")")
                {
                    continue
                }
                if let previous {
                    let space =
                        token.newlineBefore
                        ? ![")", "]", ".", ",", ";"].contains(where: token.is)
                            && !["(", "[", "."].contains(where: previous.is)
                        : token.spaceBefore
                    if space { text += " " }
                } else if !text.isEmpty {
                    text += " "
                }
                text += token.kind == .word && token.text != code.source(token.range) ? "`\(token.text)`" : token.text
                previous = token
            }
            return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }

        /// How a change names the token at `index`: `` `<` ``, or by its place when the statement shows it more
        /// than once: ``the second `0` ``; followed by `in` and the statement.
        private func place(_ index: Int, in shown: (text: String, tokens: [Int])) -> String {
            let tokens = code.tokens
            let text = tokens[index].text
            let same = shown.tokens.filter { tokens[$0].text == text && tokens[$0].kind == tokens[index].kind }
            let ordinals = ["first", "second", "third", "fourth", "fifth"]
            let number = (same.firstIndex(of: index) ?? 0) + 1
            let word = ordinals.indices.contains(number - 1) ? ordinals[number - 1] : "\(number)th"
            return same.count > 1 ? "the \(word) `\(text)`" : "`\(text)`"
        }

        /// Adds the mutant that puts `replacement` for token `index`, described as `change` in the statement shown.
        private mutating func replace(
            _ index: Int, with replacement: String, _ change: String, _ shown: (text: String, tokens: [Int]),
            _ kind: ChangeKind
        ) {
            add(code.tokens[index].range, replacement, "\(change) in `\(shown.text)`", kind)
        }

        /// Adds the mutant that puts `replacement` for the bytes `range`.
        private mutating func add(_ range: Range<Int>, _ replacement: String, _ change: String, _ kind: ChangeKind) {
            let line = code.bytes[..<range.lowerBound].reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
            found.append(
                (
                    range.lowerBound,
                    Mutant(
                        file: file, line: line, within: within, kind: kind, change: change,
                        text: code.replacing(range, with: replacement)),
                    under
                ))
        }

        /// The bytes of the tokens `range`, from the first's start to the last's end.
        private func byteRange(_ range: Range<Int>) -> Range<Int> {
            code.tokens[range.lowerBound].range.lowerBound..<code.tokens[range.upperBound - 1].range.upperBound
        }
    }
}

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
