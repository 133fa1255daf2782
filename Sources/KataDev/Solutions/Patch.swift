import KataCommand
import KataCore

/// A shipped learner solution: a diff against the reference solution, with a header that says what it is.
package struct Patch: Equatable {
    /// Why a mistake must be rejected: a spec that fails naming a step, or a probe that does not hold.
    package enum Reason: Equatable {
        case spec(String, step: String)
        case probe(String)
    }

    /// `Kata1/Mistakes/01-name.patch`: how the check names it.
    package let name: String
    /// Whether it is a mistake (`Mistake:`) or an alternative (`Alternative:`); nil when it says neither.
    package let isMistake: Bool?
    /// Its header's one line.
    package let summary: String
    /// Its `Rejected by:` lines.
    package let reasons: [Reason]
    /// The behaviours of the step [your-test] that a hollow test leaves out (`Leaves out:`), by id: the proof must
    /// name each of them, and no other.
    package let leavesOut: [String]
    /// Header lines it could not read.
    package let unreadable: [String]
    /// The files it changes, relative to the kata's folder.
    package let files: [String]

    package init(name: String, text: String) {
        self.name = name
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = lines.prefix { !$0.hasPrefix("--- ") }
        var isMistake: Bool?
        var summary = ""
        var reasons: [Reason] = []
        var unreadable: [String] = []
        var leavesOut: [String] = []
        for line in header where !line.isEmpty {
            if line.hasPrefix("Mistake: ") || line.hasPrefix("Alternative: ") {
                isMistake = line.hasPrefix("Mistake: ")
                summary = String(line.drop { $0 != ":" }.dropFirst()).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("Rejected by: "), let reason = Self.reason(String(line.dropFirst(13))) {
                reasons.append(reason)
            } else if line.hasPrefix("Leaves out: ") {
                leavesOut += line.dropFirst(12).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            } else {
                unreadable.append(line)
            }
        }
        self.isMistake = isMistake
        self.summary = summary
        self.reasons = reasons
        self.unreadable = unreadable
        self.leavesOut = leavesOut
        // A file's two header lines, `--- a/path` and `+++ b/path`; a new file's first is `--- /dev/null`.
        var files: [String] = []
        for (old, new) in zip(lines, lines.dropFirst()) where old.hasPrefix("--- ") && new.hasPrefix("+++ ") {
            for path in [old, new].map({ $0.dropFirst(4) }) where path != "/dev/null" {
                let file = String(path.drop { $0 != "/" }.dropFirst())
                if !files.contains(file) { files.append(file) }
            }
        }
        self.files = files
    }

    /// `Suite/spec() (step id)`, `probe Probes/Name.swift`, or `rule <id>` (a source rule of kata.json).
    private static func reason(_ text: String) -> Reason? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("probe ") { return .probe(String(text.dropFirst(6))) }
        if text.hasPrefix("rule ") { return .probe(text) }
        guard text.hasSuffix(")"), let open = text.range(of: " (step ", options: .backwards) else { return nil }
        let step = text[open.upperBound...].dropLast()
        return .spec(String(text[..<open.lowerBound]), step: String(step))
    }

    /// What keeps a tree that must be green, such as an alternative, from being so: each line that fails, or that no
    /// spec ran; empty when it is green.
    package static func red(_ results: [SpecResult]) -> [String] {
        let none = results.contains(where: { $0.kind != .probe }) ? [] : ["no spec ran"]
        return none + results.filter { !$0.passed }.map { "\($0.id) fails: \($0.failures.joined(separator: " "))" }
    }

    /// What keeps the patch from being judged as it says, given its kata's results, step ids and the behaviours its
    /// step [your-test] names; empty when it is.
    package func problems(
        results: [SpecResult], stepIDs: [String], behaviours: [KataFacts.YourTest.Behaviour] = []
    ) -> [String] {
        guard let isMistake else { return ["no 'Mistake:' or 'Alternative:' line before its diff"] }
        var problems = unreadable.map { "an unreadable header line: \($0)" }
        if !leavesOut.isEmpty {
            problems += named(in: results.first { $0.kind == .yourTest }, behaviours: behaviours)
        }
        if !isMistake { return problems + Self.red(results) }
        if reasons.isEmpty { problems.append("no 'Rejected by:' line") }
        for reason in reasons {
            switch reason {
            case .probe(let probe):
                guard let result = results.first(where: { $0.id == probe }) else {
                    problems.append("\(probe) is no probe or source rule of the kata")
                    continue
                }
                if result.passed { problems.append("\(probe) holds") }
            case .spec(let spec, let step):
                guard stepIDs.contains(step) else {
                    problems.append("'\(spec) (step \(step))': the kata has no step [\(step)]")
                    continue
                }
                guard let result = results.first(where: { $0.id == spec }) else {
                    problems.append("\(spec) did not run")
                    continue
                }
                if result.passed {
                    problems.append("\(spec) passes")
                } else if !Self.sends(result, to: step) {
                    problems.append("\(spec) fails without naming [\(step)]: \(result.failures.joined(separator: " "))")
                }
            }
        }
        return problems
    }

    /// Whether the failing line `result` sends the learner to the README step `step`: a spec's messages name it
    /// (`[step]`). The proof's verdict says which step its own words send the learner to; the messages it passes on,
    /// a trap's (the kata's own) or those of the learner's tests, name theirs as a spec's do.
    private static func sends(_ result: SpecResult, to step: String) -> Bool {
        let names = { (message: String) in message.contains("[\(step)]") }
        guard result.kind == .yourTest, let verdict = result.verdict else {
            return result.failures.contains(where: names)
        }
        switch verdict {
        case .trapped(let crash, _): return names(crash)
        case .fails(_, let failures): return failures.contains(where: names)
        default: return verdict.step == step
        }
    }

    /// What keeps the proof's result `proof` from naming exactly the behaviours the patch leaves out.
    private func named(in proof: SpecResult?, behaviours: [KataFacts.YourTest.Behaviour]) -> [String] {
        var problems: [String] = []
        // The behaviours some change survived: those the proof names, each with a failure of its own.
        let unpinned = proof?.verdict?.changes?.behaviours.unpinned.map(\.behaviour.id) ?? []
        for id in leavesOut where !behaviours.contains(where: { $0.id == id }) {
            problems.append("'Leaves out: \(id)': the kata names no such behaviour")
        }
        for behaviour in behaviours {
            let named = unpinned.contains(behaviour.id)
            if leavesOut.contains(behaviour.id) && !named {
                problems.append(
                    "the proof does not name the behaviour left out, \(behaviour.id): \(proof?.failures ?? [])")
            } else if !leavesOut.contains(behaviour.id) && named {
                problems.append("the proof names \(behaviour.id), which the test pins")
            }
        }
        return problems
    }
}
