import Foundation

/// A rule on the learner's own sources that neither the compiler nor a spec can hold, such as "no mutable static
/// state". `kata.json` names the files it reads (`Sources/*.swift` is every Swift file there that is not left alone,
/// the learner's new files included) and a pattern that no line of them may match, the exact code one file must
/// read, or a pattern the text must match; only the last reads comments. Like a probe, it is one more result of the
/// kata, red while it is broken.
public struct SourceRule: Codable, Equatable, Sendable {
    /// A short name, which patches cite as `Rejected by: rule <id>`.
    public var id: String
    /// What the rule says, in the story's words, with the step that keeps it: `(README step [keep])`.
    public var rule: String
    /// The files it reads, relative to the kata's folder; `Folder/*.swift` is every Swift file of the folder, and
    /// `!Folder/Name.swift` leaves one out.
    public var files: [String]
    /// A regular expression that no line of those files may match once comments are left out.
    public var forbid: String?
    /// The code the one file must read once comments are left out and spaces collapsed (`internal` says nothing).
    public var reads: String?
    /// A regular expression that one of the files must match somewhere, comments included: a doc comment a step
    /// asks for, or a declaration.
    public var require: String?
    /// The function whose body alone `forbid` reads, such as `viewDidLoad`; every line when nil.
    public var within: String?

    /// The rule as a result of kata `kata`, given the text of each of its files: failing while it is broken.
    func result(kata: Int, sources: [(file: String, text: String)]) -> SpecResult {
        var breaches: [String] = []
        if let forbid {
            guard let pattern = try? NSRegularExpression(pattern: forbid) else {
                return SpecResult(kata: kata, id: "rule \(id)", name: rule, failures: ["Unreadable pattern: \(forbid)"])
            }
            for (file, text) in sources {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let code = Self.code(of: text)
                for number in Self.lines(of: within, in: code)
                where pattern.firstMatch(in: code[number], range: NSRange(code[number].startIndex..., in: code[number]))
                    != nil
                {
                    breaches.append(
                        "\(file):\(number + 1) breaks it: \(lines[number].trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        if let reads {
            for (file, text) in sources where Self.collapsed(text) != Self.collapsed(reads) {
                breaches.append(Self.difference(of: file, text: text, reads: reads))
            }
        }
        if let require, let pattern = try? NSRegularExpression(pattern: require),
            !sources.contains(where: { pattern.firstMatch(in: $1, range: NSRange($1.startIndex..., in: $1)) != nil })
        {
            breaches.append(
                "\(sources.map(\.file).joined(separator: ", ")) \(sources.count == 1 ? "does" : "do") not say it yet")
        }
        return SpecResult(kata: kata, id: "rule \(id)", name: rule, failures: breaches)
    }

    /// The numbers of the lines of `code` that the function `name` (`viewDidLoad(`) spans, braces counted, or the
    /// property `name` (`isActive`) with its accessors or observers; all of them when nil.
    static func lines(of name: String?, in code: [String]) -> [Int] {
        guard let name else { return Array(code.indices) }
        let declaration = name.contains("(") ? "func \(name)" : "var \(name)"
        guard let start = code.firstIndex(where: { $0.range(of: declaration, options: .literal) != nil }) else {
            return []
        }
        var depth = 0
        var opened = false
        for number in start..<code.count {
            depth += code[number].count { $0 == "{" } - code[number].count { $0 == "}" }
            opened = opened || depth > 0
            if opened && depth <= 0 { return Array(start...number) }
        }
        return Array(start..<code.count)
    }

    /// Where `text` first departs from the code a rule `reads`, comments and spacing aside: a few words of each.
    static func difference(of file: String, text: String, reads: String) -> String {
        let (has, allowed) = (collapsed(text).split(separator: " "), collapsed(reads).split(separator: " "))
        let same = zip(has, allowed).prefix { $0 == $1 }.count
        let after = same == 0 ? "" : " after `\(has[max(0, same - 3)..<same].joined(separator: " "))`"
        let extra = has.dropFirst(same).prefix(4).joined(separator: " ")
        let missing = allowed.dropFirst(same).prefix(4).joined(separator: " ")
        if extra.isEmpty { return "\(file) ends\(after), where the rule allows `\(missing)` to follow" }
        if missing.isEmpty { return "\(file) goes on\(after) with `\(extra)`, where the rule allows nothing more" }
        return "\(file) says `\(extra)`\(after), where the rule allows `\(missing)`"
    }

    /// The code of `text` on one line: comments left out, runs of spaces made one, and `internal` dropped.
    static func collapsed(_ text: String) -> String {
        code(of: text).joined(separator: " ").split(whereSeparator: \.isWhitespace).filter { $0 != "internal" }
            .joined(separator: " ")
    }

    /// The lines of `text` with comments blanked out, so a rule never reads a comment.
    static func code(of text: String) -> [String] {
        var inBlock = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var kept = ""
            var rest = Substring(line)
            while !rest.isEmpty {
                if inBlock {
                    guard let end = rest.range(of: "*/") else { return kept }
                    rest = rest[end.upperBound...]
                    inBlock = false
                } else if let start = rest.range(of: "/*"),
                    rest.range(of: "//").map({ start.lowerBound < $0.lowerBound }) ?? true
                {
                    kept += rest[..<start.lowerBound]
                    rest = rest[start.upperBound...]
                    inBlock = true
                } else {
                    kept += rest.range(of: "//").map { rest[..<$0.lowerBound] } ?? rest
                    return kept
                }
            }
            return kept
        }
    }

    /// Every source rule of the kata folders `folders`, judged on the files in `katas/`, with the solution's laid over
    /// them when `solutions` is true.
    static func check(_ folders: [String], root: URL, solutions: Bool) -> [SpecResult] {
        folders.flatMap { folder -> [SpecResult] in
            let kata = root.appendingPathComponent("katas/\(folder)")
            let solved = root.appendingPathComponent("solutions/\(folder)")
            guard let facts = try? KataFacts.read(from: kata) else { return [] }
            let number = Int(folder.dropFirst(4).prefix { $0 != "-" }) ?? 0
            return (facts.sourceRules ?? []).map { rule in
                let excluded = Set(rule.files.filter { $0.hasPrefix("!") }.map { String($0.dropFirst()) })
                let files = rule.files.filter { !$0.hasPrefix("!") }.flatMap { file -> [String] in
                    guard file.hasSuffix("/*.swift") else { return [file] }
                    let part = String(file.dropLast(8))
                    return Set(
                        (solutions ? [kata, solved] : [kata]).flatMap { base in
                            let listed =
                                (try? FileManager.default.contentsOfDirectory(
                                    atPath: base.appendingPathComponent(part).path)) ?? []
                            return listed.filter { $0.hasSuffix(".swift") }.map { "\(part)/\($0)" }
                        }
                    )
                    .filter { facts.leaveAlone[$0] == nil }.sorted()
                }
                .filter { !excluded.contains($0) }
                let sources = files.map { file in
                    let overlay = solved.appendingPathComponent(file)
                    let url =
                        solutions && FileManager.default.fileExists(atPath: overlay.path)
                        ? overlay : kata.appendingPathComponent(file)
                    return (file, (try? String(contentsOf: url, encoding: .utf8)) ?? "")
                }
                return rule.result(kata: number, sources: sources)
            }
        }
    }
}
