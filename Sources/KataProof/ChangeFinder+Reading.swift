import KataCore
import SwiftReader

/// What the operators read of the code they change: what deleting a statement means, whether it sets a value or is a
/// call, the type a function returns, its empty answer and the values it gives.
extension ChangeFinder {
    /// What deleting a statement means: a whole statement whose work is gone, an early exit dropped, or nothing
    /// worth trying (a declaration the rest needs, a jump, a label, a compound statement whose parts change).
    enum Kind {
        case expression, earlyExit, other
    }

    func kind(of statement: SwiftCode.Statement) -> Kind {
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

    /// Whether `statement` sets a value, outside its blocks: `x = 1`, `count += 1`, `$0[k] = v`.
    func isAssignment(_ statement: SwiftCode.Statement) -> Bool {
        statement.header.contains { index in
            let token = code.tokens[index]
            return token.is("=")
                || (token.kind == .op && token.text.hasSuffix("=")
                    && !["==", "!=", "<=", ">=", "===", "!=="].contains(token.text))
        }
    }

    /// Whether `statement` is a call that can go whole, not an assignment.
    func isCall(_ statement: SwiftCode.Statement) -> Bool {
        kind(of: statement) == .expression && !statement.header.contains { code.tokens[$0].is("=") }
    }

    /// The type a function returns, as its signature writes it (`String?`, `Decimal`); nil for anything else.
    func resultType(of declaration: SwiftCode.Statement) -> String? {
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

    /// The values a function gives: the lone expression of its `body`, or what each `return` in it gives, unless
    /// that is one of `besides` already.
    func answers(of declaration: SwiftCode.Statement, body: SwiftCode.Block, besides: Set<String>) -> [Range<Int>] {
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

    /// The statements of `declaration`, at any depth, that the build compiles and that open with the word `word`.
    func nested(_ declaration: SwiftCode.Statement, opening word: String) -> [SwiftCode.Statement] {
        declaration.nested.filter {
            live.contains($0.range.lowerBound) && code.tokens[$0.range.lowerBound].text == word
        }
    }

    /// The empty answer of a function whose result type is `type`, as code; nil for a type that has none.
    static func emptyAnswer(_ type: String) -> String? {
        if type.hasSuffix("?") { return "nil" }
        if type.hasPrefix("[") && type.hasSuffix("]") { return type.contains(":") ? "[:]" : "[]" }
        if numbers.contains(type) { return "0" }
        return ["Bool": "false", "String": "\"\""][type]
    }

    /// The number types whose values a change can make `0`.
    static let numbers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Decimal", "CGFloat", "TimeInterval",
    ]
}
