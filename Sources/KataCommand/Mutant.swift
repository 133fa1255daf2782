import Foundation

/// A small change to one function of the learner's code that a test pinning the function's behaviour catches: a
/// statement deleted, a comparison turned round, or a constant changed.
struct Mutant: Equatable {
    /// The file changed, relative to the kata's folder.
    let file: String
    /// The line changed, counted from 1.
    let line: Int
    /// The change in words: ``without `worker.doSomething()` ``.
    let change: String
    /// The whole file with the change made.
    let text: String

    /// Every mutant of the function `name` (`viewDidLoad(`, `discount(for`) in `text`, in line order; with `twice`,
    /// each statement that can be deleted is also done twice. A line of the body holds one statement or none;
    /// comments and string literals are never changed, except that a plain string literal may become empty.
    static func all(of text: String, file: String, within name: String, twice: Bool = false) -> [Mutant] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let code = SourceRule.code(of: text)
        let span = SourceRule.lines(of: name, in: code)
        guard span.count > 2 else { return [] }
        var mutants: [Mutant] = []
        let make = { (number: Int, line: String, change: String) in
            let original = lines[number]
            lines[number] = line
            mutants.append(Mutant(file: file, line: number + 1, change: change, text: lines.joined(separator: "\n")))
            lines[number] = original
        }
        for number in span.dropFirst().dropLast() {
            let statement = code[number].trimmingCharacters(in: .whitespaces)
            let before = number > 0 ? code[number - 1].trimmingCharacters(in: .whitespaces) : ""
            let after = number + 1 < code.count ? code[number + 1].trimmingCharacters(in: .whitespaces) : ""
            if isStatement(statement, before: before, after: after) {
                make(number, "", "without `\(statement)`")
                if twice { make(number, code[number] + "\n" + code[number], "with `\(statement)` done twice") }
            }
            let blanked = blankingStrings(code[number])
            for (token, flipped) in flips {
                for range in ranges(of: " \(token) ", in: blanked) {
                    make(
                        number, replacing(range, in: code[number], with: " \(flipped) "),
                        "with `\(token)` turned into `\(flipped)` in `\(statement)`")
                }
            }
            let numbers = ranges(matching: #"(?<![\w.$])\d+(\.\d+)?(?![\w.])"#, in: blanked)
            for range in numbers {
                let literal = String(Array(code[number])[range])
                let other = Double(literal) == 0 ? "1" : "0"
                // A number the line holds more than once is named by its place: "the second `100`".
                let same = numbers.filter { String(Array(code[number])[$0]) == literal }
                let place = same.count > 1 ? "the \(Self.ordinal(same.firstIndex(of: range)! + 1)) " : ""
                make(
                    number, replacing(range, in: code[number], with: other),
                    "with \(place)`\(literal)` made `\(other)` in `\(statement)`")
            }
            for range in ranges(matching: #"\b(true|false)\b"#, in: blanked) {
                let literal = String(Array(code[number])[range])
                let other = literal == "true" ? "false" : "true"
                make(
                    number, replacing(range, in: code[number], with: other),
                    "with `\(literal)` made `\(other)` in `\(statement)`")
            }
            for range in ranges(matching: #""[^"\\]+""#, in: code[number]) {
                let literal = String(Array(code[number])[range])
                make(
                    number, replacing(range, in: code[number], with: "\"\""),
                    "with `\(literal)` made `\"\"` in `\(statement)`")
            }
        }
        return mutants
    }

    /// `first`, `second`, … for a place on a line.
    private static func ordinal(_ place: Int) -> String {
        ["first", "second", "third", "fourth", "fifth"].indices.contains(place - 1)
            ? ["first", "second", "third", "fourth", "fifth"][place - 1] : "\(place)th"
    }

    /// Each comparison and what it becomes: its opposite, and for an order its boundary moved by one.
    private static let flips = [
        ("==", "!="), ("!=", "=="), ("<=", ">"), (">=", "<"), ("<", ">="), (">", "<="), ("<=", "<"), (">=", ">"),
        ("<", "<="), (">", ">="),
    ]

    /// Words that start a line which is no whole statement to delete: a declaration, or a part of a larger one.
    private static let openers: Set<String> = [
        "let", "var", "guard", "if", "else", "for", "while", "repeat", "switch", "case", "default",
        "defer", "do", "catch", "throw", "break", "continue", "fallthrough", "func", "init", "deinit", "@", "#",
    ]

    /// Whether `line` (code alone, trimmed) is a whole statement that can go on its own: balanced, not opening or
    /// continuing another line, and not a declaration or a jump.
    private static func isStatement(_ line: String, before: String, after: String) -> Bool {
        guard let first = line.first, first != "}", first != "{", first != ".", first != ")" else { return false }
        let word = String(line.prefix { $0.isLetter || $0 == "@" || $0 == "#" })
        if openers.contains(word) || openers.contains(String(first)) { return false }
        let blanked = blankingStrings(line)
        for (open, close) in [("{", "}"), ("(", ")"), ("[", "]")]
        where blanked.count(of: open) != blanked.count(of: close) {
            return false
        }
        let continuing = [",", "(", "[", "=", "+", "-", "*", "/", "&&", "||", "?", ":", " in"]
        if continuing.contains(where: { before.hasSuffix($0) }) || continuing.contains(where: { line.hasSuffix($0) }) {
            return false
        }
        return !after.hasPrefix(".") && !after.hasPrefix("?") && !after.hasPrefix(":")
    }

    /// `line` with the inside of every string literal blanked, so nothing inside one is taken for code.
    private static func blankingStrings(_ line: String) -> String {
        var inString = false
        var escaped = false
        return String(
            line.map { character -> Character in
                defer {
                    if inString && !escaped && character == "\\" { escaped = true } else { escaped = false }
                }
                if character == "\"" && !escaped {
                    inString.toggle()
                    return character
                }
                return inString ? "_" : character
            })
    }

    /// Where `token` occurs in `line`, as character offsets.
    private static func ranges(of token: String, in line: String) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var start = line.startIndex
        while let range = line.range(of: token, range: start..<line.endIndex) {
            found.append(offsets(of: range, in: line))
            start = range.upperBound
        }
        return found
    }

    /// Where `pattern` matches in `line`, as character offsets.
    private static func ranges(matching pattern: String, in line: String) -> [Range<Int>] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap {
            Range($0.range, in: line).map { offsets(of: $0, in: line) }
        }
    }

    private static func offsets(of range: Range<String.Index>, in line: String) -> Range<Int> {
        line.distance(
            from: line.startIndex, to: range.lowerBound)..<line.distance(
                from: line.startIndex, to: range.upperBound)
    }

    /// `line` with the characters at the offsets `range` replaced by `text`.
    private static func replacing(_ range: Range<Int>, in line: String, with text: String) -> String {
        let start = line.index(line.startIndex, offsetBy: range.lowerBound)
        let end = line.index(line.startIndex, offsetBy: range.upperBound)
        return line.replacingCharacters(in: start..<end, with: text)
    }
}

extension String {
    /// How many times `part` occurs in the string, without overlapping.
    fileprivate func count(of part: String) -> Int {
        components(separatedBy: part).count - 1
    }
}
