/// Where one kata stands after a run: its specs and probes, and the protected files the learner changed.
struct KataReport {
    let kata: Kata
    /// The kata's specs, probes, rules and the proof of the learner's test; empty when the build failed.
    var results: [SpecResult]
    /// Files that must stay as they are but differ from the starting state.
    let changedFiles: [String]
    /// Why no spec ran, or why the run was cut short.
    var problem: Problem?

    /// What kept a kata's specs from running to their end.
    enum Problem: Equatable {
        /// The compiler's first error.
        case doesNotBuild(String)
        /// Anything else, said in words: a run past its time limit, a test program that could not start.
        case didNotRun(String)
    }

    var passing: Int { results.filter(\.passed).count }

    /// Whether the proof of the learner's own test is all that is left: every other line passes and it is pending.
    var awaitsProof: Bool {
        problem == nil && changedFiles.isEmpty && results.contains { $0.id == TestProof.id && !$0.passed }
            && results.allSatisfy { $0.passed || $0.id == TestProof.id }
    }

    /// Green only with every spec and probe passing and every protected file as it was at the start.
    var isGreen: Bool { problem == nil && !results.isEmpty && passing == results.count && changedFiles.isEmpty }

    /// A word for the state: green, red, changed, or why nothing ran.
    var state: String {
        switch problem {
        case .doesNotBuild: return "does not build"
        case .didNotRun: return "did not run"
        case nil: break
        }
        if results.isEmpty { return "no specs ran" }
        if !changedFiles.isEmpty { return "not counted: a file it must keep changed" }
        return isGreen ? "green" : "red"
    }

    /// The lines that say which protected files changed and where the rule stands.
    var changeLines: [String] {
        changedFiles.map { file in
            "✘ \(file) changed, but it must stay as it is: see Constraints in katas/\(kata.folder)/README.md. "
                + "Undo the change (swift run kata diff \(kata.number) shows it)."
        }
    }

    /// The report watch mode shows: title, goal, a progress bar, each spec, and what to do next.
    var text: String {
        var lines = [kata.heading] + Self.wrapped("Goal: \(kata.goal)", indent: "") + [""]
        switch problem {
        case .doesNotBuild(let error):
            lines += [
                "✘ Kata \(kata.number) does not build, so no spec ran. The compiler's first error:", "  \(error)",
            ]
            return lines.joined(separator: "\n") + "\n"
        case .didNotRun(let reason):
            lines += Self.wrapped("✘ Kata \(kata.number)'s specs did not run to the end: \(reason)", indent: "")
            return lines.joined(separator: "\n") + "\n"
        case nil:
            break
        }
        let total = results.count
        let filled = total == 0 ? 0 : passing * 20 / total
        let kinds =
            ["specs"]
            + [("Probes/", "probes"), ("rule ", "rules"), (TestProof.id, "your test")].filter { prefix, _ in
                results.contains { $0.id.hasPrefix(prefix) }
            }.map(\.1)
        let counted = kinds.dropLast().joined(separator: ", ") + (kinds.count > 1 ? " and " : "") + kinds.last!
        lines.append(
            "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: 20 - filled) + "] "
                + "\(passing) of \(total) \(counted) passing")
        lines.append("")
        for result in results {
            // A probe's name is its rule, as its comment has it: shown, like a spec's name, from a capital.
            let probe = result.id.hasPrefix("Probes/")
            let name = probe ? result.name.prefix(1).uppercased() + result.name.dropFirst() : result.name
            // A long name wraps like the messages below it, its later lines under its first word.
            let title = Self.wrapped(String(name), indent: "  ").map { $0.dropFirst(2) }.enumerated().map {
                ($0.offset == 0 ? (result.passed ? "✔ " : "✘ ") : "  ") + $0.element
            }
            lines += title
            if !result.passed {
                lines.append("    \(result.id)")
                lines += Self.counted(result.failures).flatMap { Self.wrapped($0, indent: "    ") }
            }
        }
        if !changeLines.isEmpty { lines += [""] + changeLines.flatMap { Self.wrapped($0, indent: "") } }
        lines.append("")
        if isGreen {
            lines.append(
                "✔ Kata \(kata.number) is green. See how the solution did it: solutions/\(kata.folder)/README.md")
        } else {
            lines.append("Steps and hints: katas/\(kata.folder)/README.md")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each distinct message once, in order, with how many times it came when more than once.
    static func counted(_ messages: [String]) -> [String] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for message in messages {
            if counts[message] == nil { order.append(message) }
            counts[message, default: 0] += 1
        }
        return order.map { counts[$0]! > 1 ? "\($0) (×\(counts[$0]!))" : $0 }
    }

    /// `text` broken at spaces into lines of at most `width` characters, each starting with `indent`.
    static func wrapped(_ text: String, indent: String, width: Int = 100) -> [String] {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
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
