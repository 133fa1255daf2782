import Foundation

extension Kata {
    /// The files the learner must leave alone whose content no longer has the fingerprint `kata.json` records,
    /// relative to the kata folder.
    func changedFiles(in root: URL) -> [String] {
        let learner = root.appendingPathComponent("katas/\(folder)")
        return protectedFiles.filter { file in
            let data = FileManager.default.contents(atPath: learner.appendingPathComponent(file).path)
            return data.map(KataFacts.fingerprint) != facts.leaveAlone[file]
        }
    }
}
