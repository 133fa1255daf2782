import Foundation
import KataCommand
import KataCore

/// The repository's Markdown: links that resolve, `kata` commands that exist, and every kata where katas are listed.
package struct DocsRules {
    package let root: URL

    /// Every Markdown file outside build folders and `.git`, relative to the root, sorted.
    package var documents: [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".build") || $0 == ".git" }) {
                enumerator?.skipDescendants()
                continue
            }
            if path.hasSuffix(".md") { found.append(path) }
        }
        return found.sorted()
    }

    /// Every document's broken links and commands that do not exist, and each of `katas` missing where katas are listed.
    package func misses(katas: [Kata]) -> [String] {
        misses(in: documents) + listings(katas: katas)
    }

    /// What concerns `kata` alone: the documents in its folders under `katas/` and `solutions/`, and its listings.
    package func misses(of kata: Kata) -> [String] {
        let own = documents.filter {
            $0.hasPrefix("katas/\(kata.folder)/") || $0.hasPrefix("solutions/\(kata.folder)/")
        }
        return misses(in: own) + listings(katas: [kata])
    }

    /// The links in `documents` that lead nowhere, and the `swift run kata` commands they show that do not exist.
    package func misses(in documents: [String]) -> [String] {
        var misses: [String] = []
        let commands = KataTool.commands.map { $0.name } + ["help"]
        for document in documents {
            let text = (try? String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)) ?? ""
            let folder = root.appendingPathComponent(document).deletingLastPathComponent()
            for link in Self.relativeLinks(in: text)
            where !FileManager.default.fileExists(atPath: folder.appendingPathComponent(link).path) {
                misses.append("\(document): the link '\(link)' leads nowhere")
            }
            for name in Self.kataCommands(in: text) where !commands.contains(name) {
                misses.append("\(document): shows 'swift run kata \(name)', which is not a command")
            }
        }
        return misses
    }

    /// Each kata has its row or section in every document that lists the katas, and the counts they state of it are
    /// its `kata.json`'s (``KataFigures``; `docs/performance.md` keeps its history).
    package func listings(katas: [Kata]) -> [String] {
        let read = { (path: String) in
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
        }
        let (readme, choosing, guide) = (
            read("README.md"), read("docs/choosing-a-technique.md"), read("docs/facilitator-guide.md")
        )
        let stating = documents.filter { $0 != "docs/performance.md" }.map { ($0, read($0)) }
        return katas.flatMap { kata -> [String] in
            var misses = KataFigures(kata).misses(guide: guide, readme: readme, documents: stating)
            let name = "Kata \(kata.number) (\(kata.folder))"
            if let miss = Self.tableRowMiss(in: readme, for: kata) { misses.append(miss) }
            if !choosing.contains("](../solutions/\(kata.folder)/README.md)") {
                misses.append("docs/choosing-a-technique.md: the table has no row for \(name)")
            }
            if !guide.contains("\n| \(kata.number) |") || !guide.contains("**Kata \(kata.number): ") {
                misses.append(
                    "docs/facilitator-guide.md: \(name) needs a row '| \(kata.number) |' in each table of the katas "
                        + "and a block of answer notes that starts '**Kata \(kata.number): '")
            }
            return misses
        }
    }

    /// What is wrong with the root README's table row for `kata`: none, or not its technique and article.
    package static func tableRowMiss(in readme: String, for kata: Kata) -> String? {
        let name = "Kata \(kata.number) (\(kata.folder))"
        guard let row = readme.split(separator: "\n").first(where: { $0.contains("](katas/\(kata.folder)/README.md)") })
        else { return "README.md: the kata table has no row for \(name)" }
        guard row.contains("| \(kata.technique) |") && row.contains(kata.facts.article) else {
            return "README.md: the kata table's row for \(name) does not name its technique '\(kata.technique)' "
                + "and its article '\(kata.facts.article)' as kata.json does"
        }
        return nil
    }

    /// The targets of `](target)` links that are neither web addresses nor anchors, anchors left out.
    package static func relativeLinks(in text: String) -> [String] {
        text.components(separatedBy: "](").dropFirst().compactMap { rest in
            guard let close = rest.firstIndex(of: ")") else { return nil }
            let target = String(rest[..<close].prefix { $0 != "#" })
            let web = ["http:", "https:", "mailto:"].contains { target.hasPrefix($0) }
            return target.isEmpty || web ? nil : target
        }
    }

    /// The `X` of every `swift run kata X` in `text`.
    package static func kataCommands(in text: String) -> [String] {
        text.components(separatedBy: "swift run kata ").dropFirst().compactMap { rest in
            let name = rest.prefix { $0.isLowercase || $0 == "-" }
            return name.isEmpty ? nil : String(name)
        }
    }
}
