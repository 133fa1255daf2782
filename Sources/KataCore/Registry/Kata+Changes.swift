import Foundation

extension Kata {
    /// The files the learner must leave alone that changed, relative to the kata folder: `kata.json` when it differs
    /// from the starting state's, then each file whose content no longer has the fingerprint `kata.json` records.
    package func changedFiles(in root: URL, settings: Settings) -> [String] {
        let learner = root.appendingPathComponent("katas/\(folder)")
        let changed = protectedFiles.filter { file in
            let data = FileManager.default.contents(atPath: learner.appendingPathComponent(file).path)
            return data.map(KataFacts.fingerprint) != facts.leaveAlone[file]
        }
        return (factsChanged(in: root, settings: settings) ? [Self.factsFile] : []) + changed
    }

    /// The files the learner must leave alone that are gone, relative to the kata folder.
    package func missingFiles(in root: URL) -> [String] {
        let learner = root.appendingPathComponent("katas/\(folder)")
        return protectedFiles.filter {
            !FileManager.default.fileExists(atPath: learner.appendingPathComponent($0).path)
        }
    }

    /// The file of the kata's facts, relative to its folder.
    package static let factsFile = "kata.json"

    /// Whether `kata.json` differs from its copy in the starting state (``Git/start``), the one `kata reset` goes
    /// back to: it cannot hold its own fingerprint. Where `root` is not the top of a git work tree (a download, a
    /// scratch copy of a kata) there is no starting state to compare with, and it counts as unchanged; so does a
    /// kata the starting state does not have yet.
    package func factsChanged(in root: URL, settings: Settings) -> Bool {
        let git = Git(root: root, settings: settings)
        guard let top = try? git("rev-parse", "--show-toplevel"),
            URL(fileURLWithPath: top).resolvingSymlinksInPath().path == root.resolvingSymlinksInPath().path
        else { return false }
        let path = "katas/\(folder)/\(Self.factsFile)"
        guard let started = try? git("rev-parse", "-q", "--verify", "\(git.start):\(path)") else { return false }
        return (try? git("hash-object", "--", path)) != started
    }
}
