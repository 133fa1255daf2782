import Foundation
import KataCommand
import KataCore

/// The kata README's own rules: two screens, hints apart, and no name the solution invents before the Stretch.
package struct ReadmeRules {
    package let kata: Kata
    /// The Swift sources of the kata as it starts: every file of its `Sources/`, `Tests/` and `Probes/`.
    package let startingSources: [String]
    /// The Swift sources the solution adds or replaces.
    package let solutionSources: [String]

    package func misses() -> [String] {
        let readme = "katas/\(kata.folder)/README.md"
        var misses: [String] = []
        let lines = kata.readme.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        if lines > 100 { misses.append("\(readme): \(lines) lines; a kata README fits in 100") }
        if kata.readme.contains("\n## Hints") || kata.readme.contains("<details>") {
            misses.append("\(readme): holds hints; they belong in HINTS.md")
        }
        if !kata.hintsFile.contains("## Hint 1:") {
            misses.append("katas/\(kata.folder)/HINTS.md: missing, or no '## Hint 1:' section")
        }
        if kata.facts.yourTest != nil && !kata.hints.isEmpty
            && (kata.hintNumbers(forYourTest: true).isEmpty || kata.hintNumbers(forYourTest: false).isEmpty)
        {
            misses.append(
                "katas/\(kata.folder)/HINTS.md: watch mode shows the hints of the step the kata stands on; give the "
                    + "refactoring hints, and step [your-test] hints of its own titled '## Hint K: your test…'")
        }
        if !kata.readme.contains("](HINTS.md)") { misses.append("\(readme): does not link HINTS.md") }
        let leaked = leakedNames()
        if !leaked.isEmpty {
            misses.append(
                "\(readme): shows, before its Stretch, names that the solution invents: \(leaked.joined(separator: " ")) "
                    + "(say what, and leave names to the hints)")
        }
        return misses
    }

    /// Names the solution invents (in none of the kata's starting files) that the README shows as code before its
    /// Stretch; step ids such as `[hand-in]` are no names.
    package func leakedNames() -> [String] {
        let starting = Set(startingSources.flatMap(Self.identifiers(inCode:))).union(Self.keywords)
        let invented = Set(solutionSources.flatMap(Self.identifiers(inCode:))).subtracting(starting)
        let beforeStretch = kata.readme.components(separatedBy: "\n## Stretch").first ?? ""
        var shown: Set<String> = []
        var fenced = false
        for line in beforeStretch.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                fenced.toggle()
                continue
            }
            let code =
                fenced
                ? [String(line)]
                : line.components(separatedBy: "`").enumerated()
                    .filter { $0.offset % 2 == 1 }.map(\.element)
            shown.formUnion(code.flatMap(Self.identifiers(in:)))
        }
        return shown.intersection(invented).subtracting(kata.facts.steps.map(\.id)).sorted()
    }

    /// The identifiers in Swift `source`, string literals and comments left out.
    package static func identifiers(inCode source: String) -> [String] {
        source.split(separator: "\n").flatMap { line -> [String] in
            let code = line.replacingOccurrences(of: #""([^"\\]|\\.)*""#, with: "", options: .regularExpression)
            return identifiers(in: code.components(separatedBy: "//").first ?? "")
        }
    }

    /// The words in `text` that could be Swift identifiers.
    package static func identifiers(in text: String) -> [String] {
        var words: [String] = []
        var word = ""
        for character in text + " " {
            if character == "_" || character.isASCII && (character.isLetter || character.isNumber && !word.isEmpty) {
                word.append(character)
            } else {
                if !word.isEmpty { words.append(word) }
                word = ""
            }
        }
        return words
    }

    package static let keywords: Set<String> = Set(
        """
        actor any as associatedtype async await borrowing break case catch class consuming continue convenience
        default defer deinit didSet do dynamic else enum extension fallthrough false fileprivate final for func get
        guard if import in indirect init inout internal is isolated lazy let macro mutating nil nonisolated
        nonmutating open operator optional override package private protocol public repeat required rethrows return
        self Self sending set some static struct subscript super switch throw throws true try typealias unowned var
        weak where while willSet
        """.split(whereSeparator: \.isWhitespace).map(String.init))
}
