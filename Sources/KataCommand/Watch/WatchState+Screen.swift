import KataCore

extension WatchState {
    /// The whole screen, fitted to ``size`` when it can be: the current kata's report, what comes next, the panel,
    /// the run in progress, the standing and the keys.
    package var screen: String {
        let width = size.width
        var below: [String] = []
        switch panel {
        case .none, .goal: break
        case .hint(let shown, let last): below += [""] + fitted(hint(shown, last: last))
        case .list: below += [""] + fitted(list)
        case .note(let note): below += [""] + fitted(note)
        }
        if let running {
            let line = progress.trimmingCharacters(in: .whitespaces)
            below += [
                "", "⋯ Kata \(running.number): " + (line.isEmpty ? "building…" : String(line.prefix(width - 12))),
            ]
        } else if let proving {
            let line = progress.isEmpty ? "Proving your test…" : progress
            below += ["", "⋯ Kata \(proving.number): " + String(line.prefix(width - 12))]
        }
        let report = reports[current.number]
        below += [
            "", "(run \(runs[current.number, default: 0]))  " + (report.map(Self.standing) ?? "Kata \(current.number)"),
            "h hint · g goal · n next kata · p previous kata · r rerun · l list · q quit",
        ]
        // The goal shows on a kata's first run, and on g.
        let goal = runs[current.number, default: 0] <= 1 || panel == .goal
        var top =
            KataReport.wrapped(current.heading, indent: "", width: width)
            + (goal ? KataReport.wrapped("Goal: \(current.goal)", indent: "", width: width) : [])
        if let report {
            let next = report.isGreen ? KataReport.wrapped(afterGreen, indent: "", width: width) : []
            let rows = below.reduce(next.count) { $0 + max(1, ($1.count + width - 1) / width) }
            top = report.lines(width: width, height: size.height - rows, goal: goal) + next
        }
        return (top + below).joined(separator: "\n") + "\n"
    }

    /// `text`'s lines, each longer than the terminal is wide wrapped to its width, its later lines indented.
    private func fitted(_ text: String) -> [String] {
        text.components(separatedBy: "\n").flatMap { line in
            guard line.count > size.width else { return [line] }
            return KataReport.wrapped(line, indent: "    ", width: size.width).enumerated().map {
                $0.offset == 0 ? String($0.element.dropFirst(4)) : $0.element
            }
        }
    }

    /// Where `report` stands, in a few words: `Kata 1: step 2 of 5 [use-kept] · 7 of 15 passing`.
    private static func standing(_ report: KataReport) -> String {
        let kata = "Kata \(report.kata.number)"
        guard report.problem == nil, report.changedFiles.isEmpty else { return "\(kata): \(report.state)" }
        let proving = report.proving ? " · proving your test" : ""
        return "\(kata): " + (report.steps.map { $0 + " · " } ?? "")
            + "\(report.passing) of \(report.results.count) passing"
            + proving
    }

    /// What follows a green report: the next kata, or, after the last, which katas are green and which are not.
    private var afterGreen: String {
        if let next = katas.next(after: current) { return "Next: Kata \(next.number) (press n)" }
        let green = katas.filter { done($0) == true }
        if green.count == katas.count { return "Every kata is done." }
        let notRun = katas.filter { done($0) == nil }
        let notGreen = katas.filter { done($0) == false }
        var parts = ["That is the last kata. Green: \(Self.numbers(green))"]
        if !notGreen.isEmpty { parts.append("not green yet: \(Self.numbers(notGreen))") }
        if !notRun.isEmpty { parts.append("not run yet: \(Self.numbers(notRun))") }
        return parts.joined(separator: "; ") + " (swift run kata status runs them all)."
    }

    /// Hint `shown` of `HINTS.md`, and what `h` does next: the step's next hint, or, after its `last`, the solution.
    private func hint(_ shown: Int, last: Bool) -> String {
        let hints = current.hints
        let hint = hints[shown - 1]
        let after =
            !last
            ? "(h: the next hint)"
            : shown == hints.count
                ? "That was the last hint: swift run kata diff \(current.number)"
                : "That was the last hint for this step; the solution: swift run kata diff \(current.number)"
        return "Hint \(shown) of \(hints.count): \(hint.title)\n\n\(hint.text)\n\n" + after
    }

    /// Whether `kata` is green: by its last run here, or else by the judgement kept for it as it is; nil for neither.
    private func done(_ kata: Kata) -> Bool? {
        reports[kata.number].map(\.isGreen) ?? kept[kata.number]?.done
    }

    private var list: String {
        katas.map { kata in
            let state = reports[kata.number]?.listState ?? kept[kata.number]?.state ?? "not run yet"
            let marker = kata.number == current.number ? "▶" : " "
            return "\(marker) Kata \(kata.number)  \(kata.singleton) → \(kata.technique)  (\(state))"
        }.joined(separator: "\n")
    }

    /// `Kata 1, 3` or `Kata 2`.
    private static func numbers(_ katas: [Kata]) -> String {
        "Kata " + katas.map { String($0.number) }.joined(separator: ", ")
    }
}
