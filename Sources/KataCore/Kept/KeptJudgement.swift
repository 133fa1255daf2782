import Foundation

/// The `kata` command's last judgement of a kata, kept in its folder for the files it judged (README.md here has the
/// format): whether the kata was done, and if not the one line that says what is left.
package struct KeptJudgement: Equatable, Sendable {
    /// The folder, in a kata's folder, that holds it.
    package static let folder = ".judged"
    /// The first line of its record: the format and its version, which `katas/KeptVerdict` reads too.
    package static let tag = "kata-judgement 1"
    /// The record's file, in ``folder``.
    package static let record = "verdict"
    /// The ID of the spec every kata has in `Tests/Judged.swift`, which asks for this judgement: the `kata` command
    /// and its proof leave it out, since it is their own verdict that the spec reads.
    package static let spec = "judgedByTheKataCommand()"

    /// Whether every line of the kata passed: its specs, probes and source rules, and the learner's test proven.
    package var done: Bool
    /// What is left, in one line, when it is not done; empty when it is.
    package var line: String
    /// The kata's state as the list shows it: `green, 15 of 15`, `does not build`.
    package var state: String
    /// The kata's Swift files as judged, relative to its folder (``Kata/files(in:solutions:)``).
    package var files: [String: Data]

    package init(done: Bool, line: String, state: String, files: [String: Data]) {
        (self.done, self.line, self.state, self.files) = (done, line, state, files)
    }

    /// Writes the judgement into the kata folder `kata`, in place of the one kept there: into a folder of its own
    /// first, so that a reader sees the old judgement or the new, whole.
    package func keep(in kata: URL) throws {
        let manager = FileManager.default
        let kept = kata.appendingPathComponent(Self.folder)
        let writing = kata.appendingPathComponent(Self.folder + ".writing")
        try? manager.removeItem(at: writing)
        for (path, data) in files {
            let file = writing.appendingPathComponent(path)
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        try manager.createDirectory(at: writing, withIntermediateDirectories: true)
        let lines = [Self.tag, done ? "done" : "not done", line, state]
        let text = lines.map { $0.replacingOccurrences(of: "\n", with: " ") + "\n" }.joined()
        try Data(text.utf8).write(to: writing.appendingPathComponent(Self.record))
        try? manager.removeItem(at: kept)
        try manager.moveItem(at: writing, to: kept)
    }

    /// The judgement kept in the kata folder `kata`; nil when there is none, or none this format reads.
    package static func kept(in kata: URL) -> KeptJudgement? {
        let kept = kata.appendingPathComponent(folder)
        guard let data = FileManager.default.contents(atPath: kept.appendingPathComponent(record).path) else {
            return nil
        }
        let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
        guard lines.count >= 4, lines[0] == tag, ["done", "not done"].contains(lines[1]) else { return nil }
        var files: [String: Data] = [:]
        for part in ["Sources", "Tests"] {
            for path in FileManager.default.swiftFiles(under: part, of: kept) {
                files[path] = FileManager.default.contents(atPath: kept.appendingPathComponent(path).path)
            }
        }
        return KeptJudgement(done: lines[1] == "done", line: lines[2], state: lines[3], files: files)
    }

    /// Whether it stands for the kata's files `now`: the same paths, each with the same bytes, carriage returns aside.
    package func stands(for now: [String: Data]) -> Bool {
        Set(now.keys) == Set(files.keys)
            && now.allSatisfy { path, data in files[path].map(Self.withoutReturns) == Self.withoutReturns(data) }
    }

    private static func withoutReturns(_ data: Data) -> Data { data.filter { $0 != 13 } }
}
