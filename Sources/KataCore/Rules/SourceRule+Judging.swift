import Foundation
import SwiftReader

/// How a source rule is judged: the canonical lines of the files it reads, its patterns over them, and the result it
/// gives (``SourceRule`` is the rule as `kata.json` writes it).
extension SourceRule {
    /// What a rule reads beyond the files: the fragments its patterns may name, and the singletons' accessors that a
    /// local constant may stand for (`let c = X.shared`).
    package struct Context {
        package var fragments: [String: String] = [:]
        package var accessors: [String] = []
        /// The files the learner leaves alone, which a rule reads only when it must know who uses what: the kata's
        /// specs stand for the app's own callers.
        package var fixed: Set<String> = []

        package init(fragments: [String: String] = [:], accessors: [String] = [], fixed: Set<String> = []) {
            self.fragments = fragments
            self.accessors = accessors
            self.fixed = fixed
        }
    }

    /// The rule as a result of kata `kata`, given the text of each of its files: failing while it is broken.
    ///
    /// A file where the reader cannot tell where a body ends (``SwiftCode/Doubt``) breaks every rule that reads it,
    /// named by that line: the rule reads no guess, so a hole in the reading never lets a fault through.
    package func result(kata: Int, sources: [(file: String, text: String)], context: Context = Context()) -> SpecResult
    {
        let doubtful = sources.compactMap { file, text in SwiftCode(text).doubts.first.map { (file, $0) } }
        var breaches = doubtful.map { file, doubt in
            "\(file):\(doubt.line) has \(doubt.reason), so the tool cannot tell where that body ends and cannot check this rule in \(file)"
        }
        let readable = sources.filter { source in !doubtful.contains { $0.0 == source.file } }
        // A type alias reads as what it names, wherever among the files it is declared.
        let aliases = SwiftCode.typeAliases(in: readable.map(\.text))
        if let forbid {
            guard let pattern = Self.expression(forbid, context) else {
                return SpecResult(
                    kata: kata, id: "rule \(id)", name: rule, failures: ["Unreadable pattern: \(forbid)"], kind: .rule)
            }
            // The lines where a constant is declared, which a rule that allows constants does not judge.
            let constants = self.constants == true ? Constants.lines(in: readable) : [:]
            for (file, text) in readable where !context.fixed.contains(file) {
                let code = SwiftCode(text)
                let lines =
                    within.map { code.canonical(of: $0, singletons: context.accessors, typeAliases: aliases) }
                    ?? code.canonical(singletons: context.accessors, typeAliases: aliases)
                // The same lines as written, to quote: a rule never reads a string or an alias, the learner wrote one.
                let quoted =
                    within.map { code.canonical(of: $0, strings: true, singletons: context.accessors) }
                    ?? code.canonical(strings: true, singletons: context.accessors)
                if let within, lines.isEmpty {
                    // A renamed function must not pass quietly: the rule cannot read what it guards.
                    breaches.append(
                        "\(file) no longer declares \(Self.words(within)), which this rule reads: keep its name")
                }
                let matched = zip(lines, quoted).filter { line, _ in
                    constants[file]?.contains(line.line) != true
                        && pattern.firstMatch(
                            in: line.text, range: NSRange(location: 0, length: (line.text as NSString).length)) != nil
                }
                let count = matched.reduce(0) { total, line in
                    total
                        + pattern.numberOfMatches(
                            in: line.0.text, range: NSRange(location: 0, length: (line.0.text as NSString).length))
                }
                for (line, quote) in matched where count > (atMost ?? 0) {
                    breaches.append(
                        "\(file):\(line.line) breaks it: \(quote.text.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        if forTestsAlone == true && doubtful.isEmpty {
            breaches += ForTestsAlone.breaches(in: sources, fixed: context.fixed)
        }
        if let reads {
            for (file, text) in readable where Self.collapsed(text) != Self.collapsed(reads) {
                breaches.append(Self.difference(of: file, text: text, reads: reads))
            }
        }
        if let require {
            let pattern = Self.expression(require, context)
            let read = readable.map { file, text in
                let code = SwiftCode(text)
                let lines =
                    within.map { code.canonical(of: $0, singletons: context.accessors, typeAliases: aliases) }
                    ?? code.canonical(
                        docComments: comments ?? false, singletons: context.accessors, typeAliases: aliases)
                return (file: file, text: lines.map(\.text).joined(separator: "\n"))
            }
            let found = read.contains { _, joined in
                pattern?.firstMatch(in: joined, range: NSRange(location: 0, length: (joined as NSString).length))
                    != nil
            }
            if let within, !read.isEmpty, read.allSatisfy(\.text.isEmpty) {
                breaches += read.map { file, _ in
                    "\(file) no longer declares \(Self.words(within)), which this rule reads: keep its name"
                }
            } else if !found && doubtful.isEmpty {
                let files = sources.map(\.file).joined(separator: ", ")
                breaches.append(
                    within.map { "\(Self.words($0)) in \(files) does not do it" }
                        ?? "\(files) \(sources.count == 1 ? "does" : "do") not say it yet")
            }
        }
        return SpecResult(kata: kata, id: "rule \(id)", name: rule, failures: breaches, kind: .rule)
    }

    /// How a message names the declaration `within`: `viewDidLoad()`, `discount(for:)`, `isActive`.
    package static func words(_ within: String) -> String {
        guard within.contains("(") else { return within }
        return within.hasSuffix("(") ? within + ")" : within + ":)"
    }

    /// `pattern` with each fragment it names written out, compiled; lines anchor `^` and `$`.
    package static func expression(_ pattern: String, _ context: Context) -> NSRegularExpression? {
        var written = pattern
        for (name, fragment) in SharedRules.fragments.merging(context.fragments, uniquingKeysWith: { $1 }) {
            written = written.replacingOccurrences(of: "{\(name)}", with: "(?:\(fragment))")
        }
        return try? NSRegularExpression(pattern: written, options: .anchorsMatchLines)
    }

    /// Where `text` first departs from the code a rule `reads`, comments and layout aside: a few words of each.
    package static func difference(of file: String, text: String, reads: String) -> String {
        let (has, allowed) = (collapsed(text), collapsed(reads))
        let same = zip(has, allowed).prefix { $0 == $1 }.count
        let after = same == 0 ? "" : " after `\(has[max(0, same - 3)..<same].joined(separator: " "))`"
        let extra = has.dropFirst(same).prefix(4).joined(separator: " ")
        let missing = allowed.dropFirst(same).prefix(4).joined(separator: " ")
        if extra.isEmpty { return "\(file) ends\(after), where the rule allows `\(missing)` to follow" }
        if missing.isEmpty { return "\(file) goes on\(after) with `\(extra)`, where the rule allows nothing more" }
        return "\(file) says `\(extra)`\(after), where the rule allows `\(missing)`"
    }

    /// The words of `text`'s canonical code, strings kept, `internal` dropped: what `reads` compares.
    package static func collapsed(_ text: String) -> [String] {
        SwiftCode(text).canonical(strings: true).map(\.text).joined(separator: " ")
            .split(whereSeparator: \.isWhitespace).map(String.init).filter { $0 != "internal" }
    }

    /// Every source rule of the kata folders `folders`, judged on the files in `katas/`, with the solution's laid over
    /// them when `solutions` is true.
    package static func check(_ folders: [String], root: URL, solutions: Bool) -> [SpecResult] {
        folders.flatMap { folder -> [SpecResult] in
            let kata = root.appendingPathComponent("katas/\(folder)")
            let solved = root.appendingPathComponent("solutions/\(folder)")
            guard let facts = try? KataFacts.read(from: kata) else { return [] }
            let number = Kata.number(ofFolder: folder) ?? 0
            let context = Context(
                fragments: (facts.patterns ?? [:]).merging(SharedRules.fragments(for: facts), uniquingKeysWith: { $1 }),
                accessors: SharedRules.singletons(of: facts).map(\.accessor), fixed: Set(facts.leaveAlone.keys))
            return facts.rules.map { rule in
                let excluded = Set(rule.files.filter { $0.hasPrefix("!") }.map { String($0.dropFirst()) })
                // `Sources/*.swift` is every Swift file under `Sources/`, at any depth, as SwiftPM builds them.
                let files = rule.files.filter { !$0.hasPrefix("!") }.flatMap { file -> [String] in
                    guard file.hasSuffix("/*.swift") else { return [file] }
                    let part = String(file.dropLast(8))
                    return Set(
                        (solutions ? [kata, solved] : [kata]).flatMap {
                            FileManager.default.swiftFiles(under: part, of: $0)
                        }
                    )
                    .filter { facts.leaveAlone[$0] == nil || rule.forTestsAlone == true || rule.constants == true }
                    .sorted()
                }
                .filter { !excluded.contains($0) }
                let sources = files.map { file in
                    let overlay = solved.appendingPathComponent(file)
                    let url =
                        solutions && FileManager.default.fileExists(atPath: overlay.path)
                        ? overlay : kata.appendingPathComponent(file)
                    return (file, (try? String(contentsOf: url, encoding: .utf8)) ?? "")
                }
                return rule.result(kata: number, sources: sources, context: context)
            }
        }
    }
}
