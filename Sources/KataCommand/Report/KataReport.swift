import Foundation
import KataCore

/// Where one kata stands after a run: its specs and probes, and the protected files the learner changed.
package struct KataReport {
    package let kata: Kata
    /// The kata's specs, probes, rules and the proof of the learner's test; empty when the build failed.
    package var results: [SpecResult]
    /// Files that must stay as they are but differ from the starting state.
    package let changedFiles: [String]
    /// Why no spec ran, or why the run was cut short.
    package var problem: Problem?
    /// Whether the learner's test is being proven now: its line shows the proof in progress, not a failure.
    package var proving = false
    /// With `KATA_SOLUTIONS=1`, the learner's changed files the solution takes the place of, and those it builds
    /// beside (``Kata/overlaidChanges(in:settings:)``).
    package var overlaid: (replaced: [String], kept: [String]) = ([], [])
    /// The kata's Swift files as they were when its run started, for the judgement the command keeps
    /// (``judgement(of:)``); nil where none is kept.
    package var judgedFiles: [String: Data]?

    /// What kept a kata's specs from running to their end.
    package enum Problem: Equatable {
        /// The compiler's first error.
        case doesNotBuild(String)
        /// Anything else, said in words: a run past its time limit, a test program that could not start.
        case didNotRun(String)
        /// Files it must keep that are gone (relative to the kata's folder), so that it was not built.
        case missingFiles([String])
    }

    package var passing: Int { results.filter(\.passed).count }

    /// Whether the proof of the learner's own test is all that is left: every other line passes and it is pending.
    package var awaitsProof: Bool {
        problem == nil && changedFiles.isEmpty && results.contains { $0.kind == .yourTest && !$0.passed }
            && results.allSatisfy { $0.passed || $0.kind == .yourTest }
    }

    /// Green only with every spec and probe passing and every protected file as it was at the start.
    package var isGreen: Bool { problem == nil && !results.isEmpty && passing == results.count && changedFiles.isEmpty }

    /// A word for the state: green, red, changed, or why nothing ran.
    package var state: String {
        switch problem {
        case .doesNotBuild: return "does not build"
        case .didNotRun: return "did not run"
        case .missingFiles: return "a file it must keep is missing"
        case nil: break
        }
        if results.isEmpty { return "no specs ran" }
        if !changedFiles.isEmpty { return "not counted: a file it must keep changed" }
        return isGreen ? "green" : "red"
    }

    /// The line that names the files the kata must keep that are gone, and how to get them back; nil when none is.
    package var missingLine: String? {
        guard case .missingFiles(let files) = problem else { return nil }
        let paths = files.map { "katas/\(kata.folder)/\($0)" }
        let one = paths.count == 1
        return "✘ \(paths.joined(separator: " and ")), \(one ? "a file" : "files") Kata \(kata.number) must keep, "
            + "\(one ? "is" : "are") missing, so no spec ran; get \(one ? "it" : "them") back with: git checkout -- "
            + paths.joined(separator: " ")
    }

    /// With `KATA_SOLUTIONS=1`, the line that says what the solution lays over of the learner's changes, and how to
    /// compare instead; nil when the learner changed none of the files it meets.
    package var overlayLine: String? {
        let (replaced, kept) = overlaid
        guard !replaced.isEmpty || !kept.isEmpty else { return nil }
        let parts =
            (replaced.isEmpty ? [] : ["takes the place of your \(replaced.joined(separator: ", "))"])
            + (kept.isEmpty ? [] : ["builds beside your \(kept.joined(separator: ", "))"])
        return "ⓘ KATA_SOLUTIONS=1 lays Kata \(kata.number)'s solution over your changes: it "
            + parts.joined(separator: " and ")
            + "; to compare yours with it instead: swift run kata diff \(kata.number)"
    }

    /// The lines that say which protected files changed and where the rule stands.
    package var changeLines: [String] {
        changedFiles.map { file in
            guard file == Kata.factsFile else {
                return
                    "✘ \(file) changed, but it must stay as it is: see Constraints in katas/\(kata.folder)/README.md. "
                    + "Undo the change (swift run kata diff \(kata.number) shows it)."
            }
            let path = "katas/\(kata.folder)/\(file)"
            return "✘ \(path) changed, but it must stay as the repository you cloned has it: it holds the kata's "
                + "specs and rules, and nothing counts as green without them. Put it back: "
                + "git checkout origin/HEAD -- \(path) (HEAD where there is no origin)."
        }
    }

    /// The whole report, as it shows without a terminal: title, goal, progress, then every line, the first
    /// unfinished step's first.
    package var text: String {
        lines(width: 100, height: nil, goal: true).joined(separator: "\n") + "\n"
    }

    /// The report in at most `height` lines of `width` characters, or in full when `height` is nil.
    ///
    /// The first unfinished step's failures show in full, after any failure that names no step; each later step
    /// shows as one line with its count, and the passing lines fold into one. Cut to `height`, it shows as many of
    /// the step's failures as fit, and says how many more there are.
    package func lines(width: Int, height: Int?, goal: Bool) -> [String] {
        var top =
            Self.wrapped(kata.heading, indent: "", width: width)
            + (goal ? Self.wrapped("Goal: \(kata.goal)", indent: "", width: width) : []) + [""]
            + (overlayLine.map { Self.wrapped($0, indent: "", width: width) + [""] } ?? [])
        switch problem {
        case .doesNotBuild(let error):
            return top + ["✘ Kata \(kata.number) does not build, so no spec ran. The compiler's first error:"]
                + Self.wrapped(error, indent: "  ", width: width)
                + (kata.facts.meaning(of: error).map { Self.wrapped("↳ \($0)", indent: "  ", width: width) } ?? [])
        case .didNotRun(let reason):
            return top
                + Self.wrapped(
                    "✘ Kata \(kata.number)'s specs did not run to the end: \(reason)", indent: "", width: width)
        case .missingFiles:
            return top + Self.wrapped(missingLine ?? "", indent: "", width: width)
        case nil:
            break
        }
        let total = results.count
        let filled = total == 0 ? 0 : passing * 20 / total
        top.append(
            "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: 20 - filled) + "] "
                + (steps.map { $0 + " · " } ?? "") + "\(passing) of \(total) passing")
        top.append("")
        let current = currentStep
        let leading =
            results.filter { !$0.passed && step(of: $0) == nil }
            + (current.map { number in results.filter { !$0.passed && step(of: $0) == number } } ?? [])
        let later = kata.facts.steps.indices.map { $0 + 1 }.filter { $0 > current ?? Int.max }
        let proof = height == nil ? [] : results.filter { $0.passed && $0.kind == .yourTest }
        let folded = results.filter { $0.passed && (step(of: $0) ?? 0) <= current ?? Int.max && !proof.contains($0) }
        var bottom: [String] = []
        for number in later {
            let lines = results.filter { step(of: $0) == number }
            if height == nil { bottom.append("") }
            bottom.append(
                "  step \(number) [\(kata.facts.steps[number - 1].id)]: "
                    + "\(lines.filter(\.passed).count) of \(lines.count) passing")
            if height == nil { bottom += lines.flatMap { self.lines(of: $0, width: width) } }
        }
        if height == nil {
            bottom += (later.isEmpty || folded.isEmpty ? [] : [""]) + folded.flatMap { lines(of: $0, width: width) }
        } else if !folded.isEmpty {
            bottom.append("✔ \(folded.count) \(leading.isEmpty ? "" : "more ")passing")
        }
        bottom += proof.flatMap { lines(of: $0, width: width) }
        bottom += changeLines.flatMap { Self.wrapped($0, indent: "", width: width) }
        bottom.append("")
        if isGreen {
            bottom.append(
                "✔ Kata \(kata.number) is green. See how the solution did it: solutions/\(kata.folder)/README.md")
        } else {
            bottom.append("Steps and hints: katas/\(kata.folder)/README.md")
        }
        // The step's failures, as many as fit between the top and the bottom, the last one shown maybe in part.
        var middle: [String] = []
        var room = height.map { $0 - top.count - bottom.count - 1 } ?? Int.max
        for (index, result) in leading.enumerated() {
            var lines = self.lines(of: result, width: width)
            let reserve = index < leading.count - 1 ? 1 : 0
            if lines.count + reserve > room {
                // Cut short: the first failure whatever the room, a later one when a message of it fits.
                let fits = room - reserve - 1
                guard index == 0 || fits >= 3 else {
                    middle.append("… and \(leading.count - index) more failing: they show as these pass")
                    break
                }
                lines = lines.prefix(max(1, fits)) + ["    …"]
            }
            middle += lines
            room -= lines.count
        }
        return top + middle + (middle.isEmpty || bottom.first == "" ? [] : [""]) + bottom
    }

    /// `step 2 of 5 [use-kept]`, or `all steps done` once every line passes; nil for a kata without steps, or with
    /// failures that name no step.
    package var steps: String? {
        let steps = kata.facts.steps
        guard let current = currentStep else {
            return !steps.isEmpty && passing == results.count ? "all steps done" : nil
        }
        return "step \(current) of \(steps.count) [\(steps[current - 1].id)]"
    }

    /// The first unfinished step's number, from 1: the first step with a line that fails; nil when none has.
    package var currentStep: Int? { results.filter { !$0.passed }.compactMap(step(of:)).min() }

    /// The number, from 1, of the step `result` counts against: the step that turns it green, or for another line
    /// that fails, such as a safety net, the first step its name or its messages name (`[wiring]`); nil for none.
    package func step(of result: SpecResult) -> Int? {
        let steps = kata.facts.steps
        if let index = steps.firstIndex(where: { $0.turnsGreen.contains(result.id) }) { return index + 1 }
        guard !result.passed else { return nil }
        let text = ([result.name] + result.failures).joined(separator: " ")
        return steps.indices.compactMap { index in
            text.range(of: "[\(steps[index].id)]").map { ($0.lowerBound, index + 1) }
        }
        .min { $0.0 < $1.0 }?.1
    }

    /// A line's mark and name, and for a failure its id and its messages, each wrapped to `width`; the learner's test
    /// while it is being proven shows as in progress.
    package func lines(of result: SpecResult, width: Int) -> [String] {
        // A probe's name is its rule, as its comment has it: shown, like a spec's name, from a capital.
        let probe = result.kind == .probe
        let name = probe ? result.name.prefix(1).uppercased() + result.name.dropFirst() : result.name
        let inProgress = proving && result.kind == .yourTest
        let mark = inProgress ? "⋯ " : result.passed ? "✔ " : "✘ "
        // A long name wraps like the messages below it, its later lines under its first word.
        let title = Self.wrapped(String(name), indent: "  ", width: width).enumerated().map {
            $0.offset == 0 ? mark + $0.element.dropFirst(2) : $0.element
        }
        if inProgress { return title + ["    Being proven now: the line that starts with ⋯ below shows how far."] }
        guard !result.passed else { return title }
        return title + ["    \(result.id)"]
            + Self.counted(result.failures).flatMap { Self.wrapped($0, indent: "    ", width: width) }
    }

    /// Each distinct message once, in order, with how many times it came when more than once.
    package static func counted(_ messages: [String]) -> [String] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for message in messages {
            if counts[message] == nil { order.append(message) }
            counts[message, default: 0] += 1
        }
        return order.map { counts[$0]! > 1 ? "\($0) (×\(counts[$0]!))" : $0 }
    }

    /// `text` broken at spaces into lines of at most `width` characters, each starting with `indent`.
    package static func wrapped(_ text: String, indent: String, width: Int = 100) -> [String] {
        var lines: [String] = []
        var line = indent
        // A word longer than a line, such as a path, is cut where the line ends.
        let room = max(1, width - indent.count)
        let words = text.split(separator: " ", omittingEmptySubsequences: false).flatMap { word in
            stride(from: 0, to: max(1, word.count), by: room).map { word.dropFirst($0).prefix(room) }
        }
        for word in words {
            if line.count > indent.count && line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        lines.append(line)
        return lines
    }
}
