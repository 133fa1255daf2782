import Foundation
import KataCommand
import KataCore

/// The fingerprints of a kata's files to leave alone: the ones its `kata.json` records, and the files' own now.
package struct Fingerprints {
    /// One file to leave alone, with its fingerprint in `kata.json` and its current one (nil if the file is missing).
    package struct Row: Equatable {
        package let file: String
        package let recorded: String
        package let current: String?

        package var changed: Bool { current != recorded }
    }

    package let root: URL
    package let kata: Kata

    /// The kata's `kata.json`.
    package var registry: URL { root.appendingPathComponent("katas/\(kata.folder)/kata.json") }

    /// Every file of `leaveAlone`, in order of path.
    package var rows: [Row] {
        let folder = root.appendingPathComponent("katas/\(kata.folder)")
        return kata.facts.leaveAlone.sorted { $0.key < $1.key }.map { file, recorded in
            let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path)
            return Row(file: file, recorded: recorded, current: data.map(KataFacts.fingerprint(of:)))
        }
    }

    /// One line per file: its path, the fingerprint `kata.json` records, the current one, and whether they differ.
    package func lines() -> [String] {
        let rows = rows
        let width = rows.map(\.file.count).max() ?? 0
        return rows.map { row in
            let file = row.file.padding(toLength: width, withPad: " ", startingAt: 0)
            let verdict = row.current == nil ? "missing" : row.changed ? "changed" : "unchanged"
            return "  \(file)  kata.json \(row.recorded)  now \(row.current ?? "-               ")  \(verdict)"
        }
    }

    /// Writes each changed file's current fingerprint into `kata.json`, changing nothing but those strings; returns
    /// the files whose fingerprint it wrote.
    package func update() throws -> [String] {
        let changed = rows.filter { $0.changed && $0.current != nil }
        guard !changed.isEmpty else { return [] }
        var text = try String(contentsOf: registry, encoding: .utf8)
        for row in changed {
            text = try Self.replacing(row.recorded, with: row.current!, of: row.file, in: text)
        }
        var expected = kata.facts
        for row in changed { expected.leaveAlone[row.file] = row.current }
        let written = try? JSONDecoder().decode(KataFacts.self, from: Data(text.utf8))
        guard written == expected else {
            throw KataError("katas/\(kata.folder)/kata.json: the fingerprints cannot be replaced in place")
        }
        try text.write(to: registry, atomically: true, encoding: .utf8)
        return changed.map(\.file)
    }

    /// `text` with the fingerprint `recorded` of the key `file` (`"file": "recorded"`) made `current`.
    package static func replacing(_ recorded: String, with current: String, of file: String, in text: String) throws
        -> String
    {
        // JSON may write a slash as `\/`.
        let key = file.split(separator: "/", omittingEmptySubsequences: false)
            .map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: #"\\?/"#)
        let pattern = #"("\#(key)"\s*:\s*")\#(NSRegularExpression.escapedPattern(for: recorded))(")"#
        let expression = try NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        guard expression.numberOfMatches(in: text, range: range) == 1 else {
            throw KataError("kata.json: the fingerprint of \(file) is not found once as \"\(file)\": \"\(recorded)\"")
        }
        return expression.stringByReplacingMatches(
            in: text, range: range, withTemplate: "$1" + NSRegularExpression.escapedTemplate(for: current) + "$2")
    }
}
