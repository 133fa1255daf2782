import Foundation
import KataCommand
import KataCore

/// Writes a kata's working tree as a shipped patch: lay the reference solution over the kata (`lay`), change the
/// kata as the mistake, hollow test or alternative would, then `record` the difference under its header.
package struct PatchRecorder {
    package let root: URL
    package let kata: Kata
    /// What the programs it starts are given (``Settings``).
    package let settings: Settings
    /// The process's one stamper (``Stamps``).
    package let stamps: Stamps

    private var folder: URL { root.appendingPathComponent("katas/\(kata.folder)") }

    /// Lays the reference solution's `Sources/` and `Tests/` over the kata's, as a learner's solved kata has them.
    package func lay() throws -> [String] {
        let reference = try MistakesJudge(root: root, settings: settings, stamps: stamps).solved(kata).filter {
            !$0.key.hasPrefix("Probes/")
        }
        var written: [String] = []
        for (path, data) in reference.sorted(by: { $0.key < $1.key }) where path != "kata.json" {
            let file = folder.appendingPathComponent(path)
            guard FileManager.default.contents(atPath: file.path) != data else { continue }
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
            written.append(path)
        }
        return written
    }

    /// Writes to `patch` the `header` lines and the difference between the reference solution and the kata's
    /// `Sources/` and `Tests/` as they are now, with no lines of context, as the check applies it. Returns what
    /// the check would not read in the header, or that nothing changed.
    package func record(to patch: URL, header: [String]) throws -> [String] {
        let reference = try MistakesJudge(root: root, settings: settings, stamps: stamps).solved(kata).filter {
            $0.key.hasPrefix("Sources/") || $0.key.hasPrefix("Tests/")
        }
        let now = try kata.files(in: root, solutions: false)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kata-record-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for (side, files) in [("a", reference), ("b", now)] {
            for (path, data) in files {
                let file = scratch.appendingPathComponent("\(side)/\(path)")
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file)
            }
            try FileManager.default.createDirectory(
                at: scratch.appendingPathComponent(side), withIntermediateDirectories: true)
        }
        let diff = try Subprocess.run(
            ["git", "diff", "--no-index", "--no-renames", "-U0", "--src-prefix=", "--dst-prefix=", "a", "b"],
            in: scratch, settings: settings)
        // `a/Sources/X.swift` and `b/Sources/X.swift`, as the check reads a patch's two header lines.
        let lines = diff.output.split(separator: "\n", omittingEmptySubsequences: false).compactMap {
            line -> String? in
            if line.hasPrefix("diff --git") || line.hasPrefix("index ") || line.hasPrefix("new file mode")
                || line.hasPrefix("deleted file mode")
            {
                return nil
            }
            return String(line)
        }
        guard lines.contains(where: { $0.hasPrefix("@@") }) else {
            return ["katas/\(kata.folder) is the reference solution as it is: change it first"]
        }
        let text = (header + lines).joined(separator: "\n")
        try Data((text.hasSuffix("\n") ? text : text + "\n").utf8).write(to: patch)
        let read = Patch(name: patch.lastPathComponent, text: text)
        return read.unreadable.map { "an unreadable header line: \($0)" }
            + (read.isMistake == nil ? ["no 'Mistake:' or 'Alternative:' line"] : [])
    }
}
