import Foundation
import KataCommand
import KataCore

/// Which source rules each shipped tree of a kata breaks: its reference solution, then each mistake and alternative.
///
/// It builds nothing, so it takes seconds: a maintainer's look at what a change to the rules does to every verdict.
package struct RuleVerdicts {
    package let root: URL
    /// What the programs it starts are given (``Settings``).
    package let settings: Settings
    /// The process's one stamper (``Stamps``).
    package let stamps: Stamps
    /// A `swift format` configuration to lay out the learner's files with before the rules read them, if any.
    package var format: URL?

    /// One line a tree: `Kata1/Mistakes/04-static-switch.patch: no-static-state`, or `-` when every rule holds.
    package func lines(_ katas: [Kata]) throws -> [String] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kata-rules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let judge = MistakesJudge(root: root, settings: settings, stamps: stamps)
        var lines: [String] = []
        for kata in katas {
            let folder = scratch.appendingPathComponent("katas/\(kata.folder)")
            var start = try kata.files(in: root, solutions: false)
            start["kata.json"] = try Data(contentsOf: root.appendingPathComponent("katas/\(kata.folder)/kata.json"))
            let solved = try judge.solved(kata)
            let startLine = lines.count
            for patch in [nil, nil] + judge.patches(of: kata).map(Optional.some) {
                let name = patch.map { "\($0.deletingLastPathComponent().lastPathComponent)/\($0.lastPathComponent)" }
                let starting = patch == nil && lines.count == startLine
                try judge.sync(starting ? start : solved, into: folder)
                if let patch,
                    let failure = try judge.apply(patch, changing: [], to: kata, in: scratch)
                {
                    lines.append("\(kata.module)/\(name ?? ""): \(failure)")
                    continue
                }
                if let format {
                    let learners = try kata.files(in: scratch, solutions: false).keys.filter {
                        kata.facts.leaveAlone[$0] == nil
                    }
                    _ = try Subprocess.run(
                        ["swift", "format", "format", "-i", "--configuration", format.path] + learners.sorted(),
                        in: folder, settings: settings)
                }
                let broken = SourceRule.check([kata.folder], root: scratch, solutions: false).filter { !$0.passed }
                let ids = broken.map { String($0.id.dropFirst("rule ".count)) }.sorted()
                let tree = name ?? (starting ? "start" : "solution")
                lines.append("\(kata.module)/\(tree): \(ids.isEmpty ? "-" : ids.joined(separator: ", "))")
            }
        }
        return lines
    }
}
