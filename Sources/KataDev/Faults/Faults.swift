import Foundation
import KataCommand
import KataCore

/// The fault suite: every fault of issue 42 driven through the real `kata` on a copy of Kata 1, each asserting that
/// the learner's files stay byte-identical, that no process of the run is left, that `kata` held under 300 MB and its
/// temporary folder grew under 50 MB, and that one line of what it printed names the cause.
package struct Faults {
    package let root: URL
    /// What the programs it starts are given (``Settings``).
    package let settings: Settings
    package static let mostMemory = 300 * 1_048_576
    package static let mostTemporary = 50 * 1_048_576

    /// Runs every case, with `KATA_RUNNER=swift-test` too where `swiftTest`; returns the closing line.
    ///
    /// It runs the `kata` executable the check's build of the katas made, and builds it only when it is missing.
    package func run(swiftTest: Bool = true, ledger: Ledger) -> String {
        let started = Date()
        let tree = Tree(root: root, settings: settings, solutions: false)
        let tool = tree.scratch.appendingPathComponent("debug/kata").path
        if !FileManager.default.isExecutableFile(atPath: tool), (try? tree.build())?.status != 0 {
            ledger.miss("faults: the kata command does not build (KATA_DEV=1 swift run kata-dev check says why)")
            return "faults: none run"
        }
        let copy = FaultCopy(root: root)
        do {
            try copy.make(settings: settings)
        } catch {
            ledger.miss("faults: the copy of Kata 1 cannot be made: \(error)")
            return "faults: none run"
        }
        let cases = FaultCase.catalogue(swiftTest: swiftTest)
        var survived = 0
        for fault in cases {
            let misses: [String]
            let run: FaultRun?
            do {
                let made = try FaultRun(
                    fault, tool: tool, copy: copy, scratch: copy.folder.deletingLastPathComponent(), settings: settings)
                (run, misses) = (made, Self.misses(of: made, in: fault))
            } catch {
                (run, misses) = (nil, ["it could not be run: \(error)"])
            }
            guard let run, misses.isEmpty else {
                for miss in misses { ledger.miss("faults: \(fault.name): \(miss)") }
                continue
            }
            survived += 1
            ledger.pass(
                "faults: \(fault.name): exit \(run.status) in \(Int(run.seconds.rounded())) s, peak "
                    + "\(Self.size(run.peakMemory)), temporary folder at most +\(Self.size(run.temporaryBytes)), "
                    + "nothing left" + (fault.message.isEmpty ? "" : "; \(Self.line(of: run, in: fault) ?? "")"))
        }
        let time = Int(Date().timeIntervalSince(started).rounded())
        ledger.note("faults: the suite took \(time / 60) min \(time % 60) s")
        return survived == cases.count
            ? "faults: \(survived) of \(cases.count) survived, nothing lost"
            : "faults: \(survived) of \(cases.count) survived"
    }

    /// What `run` did that `fault` does not allow; empty when it survived.
    package static func misses(of run: FaultRun, in fault: FaultCase) -> [String] {
        var misses: [String] = []
        if run.status != fault.status { misses.append("exit status \(run.status), not \(fault.status)") }
        if !fault.message.isEmpty && line(of: run, in: fault) == nil {
            let last = run.printed.split(separator: "\n").suffix(3).joined(separator: " | ")
            misses.append("no line holds \(fault.message.map { "'\($0)'" }.joined(separator: " and ")): \(last)")
        }
        if !run.changed.isEmpty { misses.append("the learner's files changed: \(run.changed.joined(separator: ", "))") }
        if !run.left.isEmpty { misses.append("left running: \(run.left.joined(separator: "; ").prefix(300))") }
        if run.peakMemory >= mostMemory { misses.append("kata held \(CappedOutput.size(run.peakMemory)) at its peak") }
        if run.temporaryBytes >= mostTemporary {
            misses.append("the temporary folder grew \(CappedOutput.size(run.temporaryBytes))")
        }
        return misses
    }

    /// The message of what `kata` printed that holds every word of `fault`'s, from its cause on, cut to 160
    /// characters: a line, or a paragraph of the report, which wraps a long line, read as the one line it is.
    package static func line(of run: FaultRun, in fault: FaultCase) -> String? {
        let paragraphs = run.printed.components(separatedBy: "\n\n").flatMap { paragraph in
            let lines = paragraph.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            return [lines.joined(separator: " ")] + lines
        }
        // Shown from the cause on: a report's paragraph may open with a spec's name.
        return paragraphs.first { line in fault.message.allSatisfy(line.contains) }.map { line in
            let cause = fault.message.compactMap { line.range(of: $0)?.lowerBound }.min() ?? line.startIndex
            let opening = line[..<cause].lastIndex(of: ":").map { line.index(after: $0) } ?? line.startIndex
            return String(line[(line[opening..<cause].count > 40 ? cause : opening)...].prefix(160))
                .trimmingCharacters(in: .whitespaces)
        }
    }

    /// A count of bytes in words: `49 MB`, `3 KB`, or `120 B` below a kilobyte.
    package static func size(_ bytes: Int) -> String {
        bytes < 1024 ? "\(bytes) B" : CappedOutput.size(bytes)
    }
}
