import Foundation

/// Watch mode in a terminal: the current kata's report, redrawn on every save and on the keys it offers.
struct WatchSession {
    let context: Context
    private var report: KataReport?
    private var runs = 0
    private var hintsShown = 0
    /// What shows under the report: a hint, the list of katas, or a note.
    private var panel = ""
    private var known: [Int: KataReport] = [:]
    private var snapshot: FileSnapshot?

    init(context: Context) {
        self.context = context
    }

    var progress: (String) -> Void {
        { [console = context.console] line in if !line.hasPrefix(" ") { console.write("\n" + line) } }
    }

    /// Waits for keys and saves until `q`, Ctrl-C or Ctrl-D.
    mutating func loop() {
        while let kata = report?.kata {
            if let key = Terminal.key(within: 100) {
                switch Character(UnicodeScalar(key)) {
                case "q", "\u{3}", "\u{4}": return
                case "h": showHint()
                case "n": next()
                case "r":
                    rerun(kata)
                    continue
                case "l": panel = list()
                default: continue
                }
                redraw()
            } else if FileSnapshot(of: folder(kata)) != snapshot {
                rerun(kata)
            }
        }
    }

    /// Makes `report` the current one and draws it.
    mutating func show(_ report: KataReport) {
        if report.kata.number != self.report?.kata.number {
            hintsShown = 0
            snapshot = FileSnapshot(of: folder(report.kata))
        }
        self.report = report
        known[report.kata.number] = report
        runs += 1
        redraw()
    }

    private mutating func rerun(_ kata: Kata) {
        snapshot = FileSnapshot(of: folder(kata))
        context.console.write("\n⋯ rerunning")
        do {
            show(try context.report(kata, progress: { _ in }))
        } catch {
            let reason = (error as? KataError)?.message ?? "\(error)"
            show(KataReport(kata: kata, results: [], changedFiles: [], buildError: reason))
        }
    }

    private mutating func next() {
        guard let current = report?.kata, let next = context.katas.first(where: { $0.number > current.number }) else {
            panel = "That is the last kata. swift run kata status shows every kata."
            return
        }
        panel = ""
        context.console.write("\u{1B}[H\u{1B}[2JKata \(next.number): building…")
        rerun(next)
    }

    private mutating func showHint() {
        guard let kata = report?.kata else { return }
        let hints = kata.hints
        guard !hints.isEmpty else {
            panel = "Kata \(kata.number) has no hints (katas/\(kata.folder)/HINTS.md)."
            return
        }
        hintsShown = min(hintsShown + 1, hints.count)
        let hint = hints[hintsShown - 1]
        panel =
            "Hint \(hintsShown) of \(hints.count): \(hint.title)\n\n\(hint.text)\n\n"
            + (hintsShown < hints.count
                ? "(h: the next hint)" : "That was the last hint: swift run kata diff \(kata.number)")
    }

    private func list() -> String {
        context.katas.map { kata in
            let state = known[kata.number].map { "\($0.state), \($0.passing) of \($0.results.count)" } ?? "not run yet"
            let marker = kata.number == report?.kata.number ? "▶" : " "
            return "\(marker) Kata \(kata.number)  \(kata.singleton) → \(kata.technique)  (\(state))"
        }.joined(separator: "\n")
    }

    private func redraw() {
        guard let report else { return }
        var screen = "\u{1B}[H\u{1B}[2J" + report.text
        if report.isGreen {
            let next = context.katas.first { $0.number > report.kata.number }
            screen += next.map { "Next: Kata \($0.number) (press n)\n" } ?? "Every kata is done.\n"
        }
        if !panel.isEmpty { screen += "\n" + panel + "\n" }
        screen += "\n(run \(runs))  h hint · n next kata · r rerun · l list · q quit\n"
        context.console.write(screen)
    }

    private func folder(_ kata: Kata) -> URL {
        context.root.appendingPathComponent("\(context.solutions ? "solutions" : "katas")/\(kata.folder)")
    }
}
