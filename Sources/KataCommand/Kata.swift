import Foundation

/// One kata of the repository: its number, its folder under `katas/`, and what its README says.
struct Kata {
    let number: Int
    let folder: String
    let readme: String

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

    /// The README's hints in order, each as its summary and its text.
    var hints: [(summary: String, text: String)] {
        section("Hints").components(separatedBy: "<details><summary>").dropFirst().map { block in
            let summary = block.components(separatedBy: "</summary>").first ?? ""
            let body = block.components(separatedBy: "</summary>").dropFirst().joined()
            let text = body.components(separatedBy: "</details>").first ?? ""
            return (summary, text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
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
            let readme = root.appendingPathComponent("katas/\(folder)/README.md")
            return Kata(
                number: number, folder: folder, readme: (try? String(contentsOf: readme, encoding: .utf8)) ?? "")
        }
        .sorted { $0.number < $1.number }
    }
}
