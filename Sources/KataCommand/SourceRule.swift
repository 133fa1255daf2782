import Foundation

/// A rule on the learner's own sources that neither the compiler nor a spec can hold, such as "no mutable static
/// state": `kata.json` names the files it reads and a pattern no line of them may match, comments left out. Like a
/// probe, it counts as one more result of the kata, red while a line breaks it.
public struct SourceRule: Codable, Equatable, Sendable {
    /// A short name, which patches cite as `Rejected by: rule <id>`.
    public var id: String
    /// What the rule says, in the story's words, with the step that keeps it: `(README step [keep])`.
    public var rule: String
    /// The files it reads, relative to the kata's folder.
    public var files: [String]
    /// A regular expression that no line of those files may match once comments are left out.
    public var forbid: String

    /// The rule as a result of kata `kata`, given the text of each of its files: failing while a line breaks it.
    func result(kata: Int, sources: [(file: String, text: String)]) -> SpecResult {
        guard let pattern = try? NSRegularExpression(pattern: forbid) else {
            return SpecResult(kata: kata, id: "rule \(id)", name: rule, failures: ["Its pattern cannot be read: \(forbid)"])
        }
        var breaches: [String] = []
        for (file, text) in sources {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in Self.code(of: text).enumerated()
            where pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                breaches.append("\(file):\(number + 1) breaks it: \(lines[number].trimmingCharacters(in: .whitespaces))")
            }
        }
        return SpecResult(kata: kata, id: "rule \(id)", name: rule, failures: breaches)
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
                } else if let start = rest.range(of: "/*"), rest.range(of: "//").map({ start.lowerBound < $0.lowerBound }) ?? true {
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

    /// Every source rule of the kata folders `folders`, judged on files read from `katas/`, or from `solutions/`
    /// where a solution has the file and `solutions` is true.
    static func check(_ folders: [String], root: URL, solutions: Bool) -> [SpecResult] {
        folders.flatMap { folder -> [SpecResult] in
            let kata = root.appendingPathComponent("katas/\(folder)")
            let rules = (try? KataFacts.read(from: kata))?.sourceRules ?? []
            let number = Int(folder.dropFirst(4).prefix { $0 != "-" }) ?? 0
            return rules.map { rule in
                let sources = rule.files.map { file in
                    let solved = root.appendingPathComponent("solutions/\(folder)/\(file)")
                    let url = solutions && FileManager.default.fileExists(atPath: solved.path)
                        ? solved : kata.appendingPathComponent(file)
                    return (file, (try? String(contentsOf: url, encoding: .utf8)) ?? "")
                }
                return rule.result(kata: number, sources: sources)
            }
        }
    }
}
