import Foundation

/// One kata of the repository: its number, its folder under `katas/`, its facts, and its README for people.
struct Kata {
    let number: Int
    let folder: String
    /// What its `kata.json` says.
    let facts: KataFacts
    let readme: String
    /// The kata's `HINTS.md`.
    var hintsFile = ""

    /// The module, `Kata1`.
    var module: String { "Kata\(number)" }

    /// `Kata 1: ScarySingleton.sharedInstance → bastard injection`, the title its README starts with.
    var heading: String { "Kata \(number): \(singleton) → \(technique)" }

    /// The first paragraph of the README's Goal, on one line.
    var goal: String {
        let paragraph = section("Goal").components(separatedBy: "\n\n").first ?? ""
        return paragraph.replacingOccurrences(of: "\n", with: " ")
    }

    var singleton: String { facts.singleton }

    var technique: String { facts.technique }

    /// The first sentence of the README's Story, without Markdown.
    var story: String {
        let paragraph = section("Story").split(separator: "\n\n").first.map(String.init) ?? ""
        let text = paragraph.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "`", with: "")
        guard let end = text.range(of: ". ") else { return text }
        return String(text[..<end.lowerBound]) + "."
    }

    /// The hints of `HINTS.md` in order, each as its title and its text: one `## Hint K: title` section each.
    var hints: [(title: String, text: String)] {
        hintsFile.components(separatedBy: "\n## ").dropFirst().compactMap { section in
            let heading = section.prefix { $0 != "\n" }
            guard heading.hasPrefix("Hint ") else { return nil }
            let title = heading.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
            return (title, section.dropFirst(heading.count).trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// The files the learner leaves as they are, relative to the kata folder, in order.
    var protectedFiles: [String] { facts.leaveAlone.keys.sorted() }

    /// The text under the README heading `## name`, up to the next heading of that level.
    func section(_ name: String) -> String {
        let parts = readme.components(separatedBy: "\n## ")
        guard let part = parts.first(where: { $0.hasPrefix(name + "\n") }) else { return "" }
        return part.dropFirst(name.count).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension Kata {
    /// Every kata under `root/katas`, in order of number: each folder `KataN-Name` with a `kata.json`.
    static func all(in root: URL) throws -> [Kata] {
        let katas = root.appendingPathComponent("katas")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: katas.path)) ?? []
        return try folders.compactMap { folder -> Kata? in
            guard folder.hasPrefix("Kata"), let number = Int(folder.dropFirst(4).prefix { $0 != "-" }) else {
                return nil
            }
            let url = katas.appendingPathComponent(folder)
            let read = { (file: String) in
                (try? String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)) ?? ""
            }
            return Kata(
                number: number, folder: folder, facts: try KataFacts.read(from: url), readme: read("README.md"),
                hintsFile: read("HINTS.md"))
        }
        .sorted { $0.number < $1.number }
    }
}
