import Foundation

/// One kata of the repository: its number, its folder under `katas/`, its facts, and its README for people.
package struct Kata {
    package let number: Int
    package let folder: String
    /// What its `kata.json` says.
    package let facts: KataFacts
    package let readme: String
    /// The kata's `HINTS.md`.
    package var hintsFile = ""

    /// The module, `Kata1`.
    package var module: String { "Kata\(number)" }

    /// `Kata 1: ScarySingleton.sharedInstance → bastard injection`, the title its README starts with.
    package var heading: String { "Kata \(number): \(singleton) → \(technique)" }

    /// The first paragraph of the README's Goal, on one line.
    package var goal: String {
        let paragraph = section("Goal").components(separatedBy: "\n\n").first ?? ""
        return paragraph.replacingOccurrences(of: "\n", with: " ")
    }

    package var singleton: String { facts.singleton }

    package var technique: String { facts.technique }

    /// The first sentence of the README's Story, without Markdown.
    package var story: String {
        let paragraph = section("Story").split(separator: "\n\n").first.map(String.init) ?? ""
        let text = paragraph.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "`", with: "")
        guard let end = text.range(of: ". ") else { return text }
        return String(text[..<end.lowerBound]) + "."
    }

    /// The hints of `HINTS.md` in order, each as its title and its text: one `## Hint K: title` section each.
    package var hints: [(title: String, text: String)] {
        hintsFile.components(separatedBy: "\n## ").dropFirst().compactMap { section in
            let heading = section.prefix { $0 != "\n" }
            guard heading.hasPrefix("Hint ") else { return nil }
            let title = heading.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
            return (title, section.dropFirst(heading.count).trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// The numbers, from 1, of the hints for the step `id`: a hint whose title starts `your test` is for the last
    /// step, [your-test], and any other for the steps before it. Every hint when `id` is nil, or no hint is for it.
    package func hintNumbers(forStep id: String?) -> [Int] {
        let all = hints.indices.map { $0 + 1 }
        guard let id else { return all }
        let chosen = hintNumbers(forYourTest: id == ProofVerdict.yourTestStep)
        return chosen.isEmpty ? all : chosen
    }

    /// The numbers, from 1, of the hints for step [your-test] (titled `your test…`), or of the others.
    package func hintNumbers(forYourTest yours: Bool) -> [Int] {
        hints.enumerated().filter { $0.element.title.lowercased().hasPrefix("your test") == yours }
            .map { $0.offset + 1 }
    }

    /// The files the learner leaves as they are, relative to the kata folder, in order.
    package var protectedFiles: [String] { facts.leaveAlone.keys.sorted() }

    /// The text under the README heading `## name`, up to the next heading of that level.
    package func section(_ name: String) -> String {
        let parts = readme.components(separatedBy: "\n## ")
        guard let part = parts.first(where: { $0.hasPrefix(name + "\n") }) else { return "" }
        return part.dropFirst(name.count).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension Kata {
    /// The number of the kata whose folder is `folder`, `Kata12-Name`: 12; nil for a folder of no kata.
    package static func number(ofFolder folder: String) -> Int? {
        guard folder.hasPrefix("Kata") else { return nil }
        return Int(folder.dropFirst(4).prefix { $0 != "-" })
    }

    /// Every kata under `root/katas`, in order of number: each folder `KataN-Name` with a `kata.json`.
    /// - Throws: ``KataError`` with the reason when a kata's `kata.json` cannot be read.
    package static func all(in root: URL) throws -> [Kata] {
        let found = found(in: root)
        if let unreadable = found.unreadable.first { throw unreadable.error }
        return found.katas
    }

    /// Every folder `KataN-Name` under `root/katas`, in order of number: as a kata when its `kata.json` reads, and as
    /// an ``UnreadableKata`` when it is missing or damaged. A folder that holds only hidden files is none: what git
    /// leaves behind when a pull renames a kata the command had judged (its `.judged/` is ignored by git).
    package static func found(in root: URL) -> (katas: [Kata], unreadable: [UnreadableKata]) {
        let katas = root.appendingPathComponent("katas")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: katas.path)) ?? []
        var found: [Kata] = []
        var unreadable: [UnreadableKata] = []
        for folder in folders {
            guard let number = Kata.number(ofFolder: folder) else { continue }
            let url = katas.appendingPathComponent(folder)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            guard entries.contains(where: { !$0.hasPrefix(".") }) else { continue }
            let read = { (file: String) in
                (try? String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)) ?? ""
            }
            do {
                let facts = try KataFacts.read(from: url)
                found.append(
                    Kata(
                        number: number, folder: folder, facts: facts, readme: read("README.md"),
                        hintsFile: read("HINTS.md")))
            } catch {
                let missing = !FileManager.default.fileExists(atPath: url.appendingPathComponent(factsFile).path)
                let reason = error as? KataError ?? KataError("\(error)", status: 1)
                unreadable.append(UnreadableKata(number: number, folder: folder, missing: missing, error: reason))
            }
        }
        return (found.sorted { $0.number < $1.number }, unreadable.sorted { $0.number < $1.number })
    }
}
