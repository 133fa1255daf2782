extension SourceRule {
    /// The numbers of the lines of `code` that the function `name` spans, braces counted; all of them when nil.
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

    /// The lines of `text` with comments blanked out.
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
}
