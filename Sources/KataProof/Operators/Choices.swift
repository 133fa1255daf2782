import KataCore
import SwiftReader

/// The operator that makes a choice `c ? a : b` give one answer, and how it reads where a choice starts and ends.
enum Choices {
    /// Each choice `c ? a : b` among the statement's own tokens made to give one answer whatever `c` is: `a`, then
    /// `b`. A choice whose parts hold a closure is left as it is.
    struct OneAnswer: ChangeOperator {
        let kinds: [ChangeKind] = [.choice]

        func change(
            _ statement: SwiftCode.Statement, shown: ChangeFinder.Shown, whole: Bool, in finder: inout ChangeFinder
        ) {
            let code = finder.code
            let header = statement.header
            for (place, question) in header.enumerated()
            where code.tokens[question].is("?") && code.tokens[question].isBinary {
                guard let start = Choices.conditionStart(before: place, in: header, code: code),
                    let (colon, last) = Choices.answersEnd(after: place, in: header, code: code)
                else { continue }
                let choice = finder.byteRange(start..<last + 1)
                for answer in [question + 1..<colon, colon + 1..<last + 1] {
                    finder.add(
                        choice, code.source(finder.byteRange(answer)),
                        "with `\(finder.oneLine(Array(start...last)))` made `\(finder.oneLine(Array(answer)))` in `\(shown.text)`",
                        .choice)
                }
            }
        }
    }

    /// The first token of the condition of the choice whose `?` is `header[place]`: the choice binds more loosely
    /// than any operator but `=`, so the condition runs back to an opening bracket, a `,`, an assignment or a
    /// word such as `return`. Nil when a block comes between.
    static func conditionStart(before place: Int, in header: [Int], code: SwiftCode) -> Int? {
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
                let ends = token.kind == .word && beforeConditions.contains(token.text)
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
    static func answersEnd(after place: Int, in header: [Int], code: SwiftCode) -> (colon: Int, last: Int)? {
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
}
