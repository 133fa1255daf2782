extension WatchState {
    /// The whole screen: the current kata's report, what comes next, the panel, the run in progress, the keys.
    var screen: String {
        var screen = "\u{1B}[H\u{1B}[2J"
        if let report = reports[current.number] {
            screen += report.text
            if report.isGreen { screen += afterGreen + "\n" }
        } else {
            screen += current.heading + "\n"
        }
        switch panel {
        case .none: break
        case .hint(let shown): screen += "\n" + hint(shown) + "\n"
        case .list: screen += "\n" + list + "\n"
        case .note(let note): screen += "\n" + note + "\n"
        }
        if let running {
            let line = progress.trimmingCharacters(in: .whitespaces)
            screen += "\n⋯ Kata \(running.number): " + (line.isEmpty ? "building…" : String(line.prefix(90))) + "\n"
        } else if let proving {
            let line = progress.isEmpty ? "Proving your test…" : progress
            screen += "\n⋯ Kata \(proving.number): " + String(line.prefix(90)) + "\n"
        }
        let count = runs[current.number, default: 0]
        // Where the standing shows even when a long report has scrolled its top out of the terminal.
        let standing = reports[current.number].map { "Kata \(current.number): \($0.passing) of \($0.results.count)" }
        screen +=
            "\n(run \(count))  " + (standing.map { $0 + " · " } ?? "")
            + "h hint · n next kata · p previous kata · r rerun · l list · q quit\n"
        return screen
    }

    /// What follows a green report: the next kata, or, after the last, which katas are green and which are not.
    private var afterGreen: String {
        if let next = katas.next(after: current) { return "Next: Kata \(next.number) (press n)" }
        let green = katas.filter { reports[$0.number]?.isGreen == true }
        if green.count == katas.count { return "Every kata is done." }
        let notRun = katas.filter { reports[$0.number] == nil }
        let notGreen = katas.filter { reports[$0.number].map { !$0.isGreen } ?? false }
        var parts = ["That is the last kata. Green: \(Self.numbers(green))"]
        if !notGreen.isEmpty { parts.append("not green yet: \(Self.numbers(notGreen))") }
        if !notRun.isEmpty { parts.append("not run yet: \(Self.numbers(notRun))") }
        return parts.joined(separator: "; ") + " (swift run kata status runs them all)."
    }

    private func hint(_ shown: Int) -> String {
        let hints = current.hints
        let hint = hints[shown - 1]
        return "Hint \(shown) of \(hints.count): \(hint.title)\n\n\(hint.text)\n\n"
            + (shown < hints.count
                ? "(h: the next hint)" : "That was the last hint: swift run kata diff \(current.number)")
    }

    private var list: String {
        katas.map { kata in
            let state =
                reports[kata.number].map { "\($0.state), \($0.passing) of \($0.results.count)" } ?? "not run yet"
            let marker = kata.number == current.number ? "▶" : " "
            return "\(marker) Kata \(kata.number)  \(kata.singleton) → \(kata.technique)  (\(state))"
        }.joined(separator: "\n")
    }

    /// `Kata 1, 3` or `Kata 2`.
    private static func numbers(_ katas: [Kata]) -> String {
        "Kata " + katas.map { String($0.number) }.joined(separator: ", ")
    }
}
