import Foundation

/// One kata of the repository: its number, its folder under `katas/`, and what its README says.
struct Kata {
    let number: Int
    let folder: String
    let readme: String
    /// The kata's `HINTS.md`.
    var hintsFile = ""

    /// The module, `Kata1`.
    var module: String { "Kata\(number)" }

    /// The README's title without its `#`: `Kata 1: ScarySingleton → bastard injection`.
    var heading: String { String(title.drop { $0 == "#" || $0 == " " }) }

    /// The first paragraph of the README's Goal, on one line.
    var goal: String {
        let paragraph = section("Goal").components(separatedBy: "\n\n").first ?? ""
        return paragraph.replacingOccurrences(of: "\n", with: " ")
    }

    /// The singleton in the README's title, `# Kata 1: ScarySingleton → bastard injection`.
    var singleton: String {
        title.components(separatedBy: " → ").first.map { String($0.drop { $0 != ":" }.dropFirst(2)) } ?? ""
    }

    /// The technique in the README's title.
    var technique: String {
        title.components(separatedBy: " → ").dropFirst().first ?? ""
    }

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

    /// The files its README's Constraints name in the bullet `Leave these as they are:`, relative to the kata folder.
    var protectedFiles: [String]? {
        let bullets = section("Constraints").components(separatedBy: "\n- ")
        guard let bullet = bullets.first(where: { $0.contains("Leave these as they are:") }) else { return nil }
        let after = bullet.components(separatedBy: "Leave these as they are:").dropFirst().joined()
        return after.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    /// The text under the README heading `## name`, up to the next heading of that level.
    func section(_ name: String) -> String {
        let parts = readme.components(separatedBy: "\n## ")
        guard let part = parts.first(where: { $0.hasPrefix(name + "\n") }) else { return "" }
        return part.dropFirst(name.count).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private var title: String {
        readme.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
    }
}

extension Kata {
    /// Every kata under `root/katas`, in order of number.
    static func all(in root: URL) -> [Kata] {
        let folders =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("katas").path)) ?? []
        return folders.compactMap { folder -> Kata? in
            guard folder.hasPrefix("Kata"), let number = Int(folder.dropFirst(4).prefix { $0 != "-" }) else {
                return nil
            }
            let read = { (file: String) in
                (try? String(contentsOf: root.appendingPathComponent("katas/\(folder)/\(file)"), encoding: .utf8)) ?? ""
            }
            return Kata(number: number, folder: folder, readme: read("README.md"), hintsFile: read("HINTS.md"))
        }
        .sorted { $0.number < $1.number }
    }
}
