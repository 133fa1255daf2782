import Foundation
import KataCore

/// Watch mode's driver: owns the terminal, polls the files, runs a kata in the background, and draws the screen.
///
/// Every decision is ``WatchState``'s; this carries out its effects, so keys keep working while a run goes on.
package final class WatchSession {
    private let context: Context
    private var state: WatchState
    private let mailbox = Mailbox()
    private var snapshot: FileSnapshot
    private var watched = 0
    private var lastLook = Date.distantPast
    private var drawn = ""

    package init(context: Context, opening kata: Kata?) {
        self.context = context
        let runs = context.runs
        let kept = context.katas.compactMap { kata in runs.standingJudgement(of: kata).map { (kata.number, $0) } }
        state = WatchState(katas: context.katas, opening: kata, kept: Dictionary(uniqueKeysWithValues: kept))
        snapshot = FileSnapshot(of: [])
    }

    /// Runs until `q`, Ctrl-C or the end of input; the terminal takes keys meanwhile.
    package func run() {
        // A run of specs that a watch mode now gone left in these build folders is ended first.
        let scratch = SwiftTesting.scratch(
            root: context.root, solutions: context.solutions, settings: context.settings)
        for folder in [scratch, scratch.appendingPathComponent("proof/.build")] {
            RunRecord(scratch: folder).endStale()
        }
        Terminal.takeKeys()
        var effects = state.start()
        while carryOut(effects) {
            draw()
            let key = Terminal.key(within: 100, wake: mailbox.wake)
            var events = mailbox.take()
            if let key { events.append(.key(key)) }
            if events.isEmpty, savedSinceLastLook() { events.append(.saved) }
            effects = events.flatMap { state.handle($0) }
        }
        Terminal.restore()
        ProcessGroups.stopAll()
    }

    /// Carries out `effects`; false when one of them is to quit.
    private func carryOut(_ effects: [WatchEffect]) -> Bool {
        for effect in effects {
            switch effect {
            case .quit:
                return false
            case .run(let number):
                guard let kata = context.katas.first(where: { $0.number == number }) else { continue }
                if kata.number == state.current.number {
                    (snapshot, watched) = (FileSnapshot(of: folders(kata)), kata.number)
                }
                let job = Job(runs: context.runs, kata: kata, mailbox: mailbox)
                Thread { job.run() }.start()
            case .prove(let number):
                guard let report = state.reports[number] else { continue }
                let job = Job(runs: context.runs, kata: report.kata, mailbox: mailbox)
                Thread { job.prove(report) }.start()
            }
        }
        return true
    }

    /// Whether the current kata's files changed since the last look, at most every 100 ms.
    private func savedSinceLastLook() -> Bool {
        guard Date().timeIntervalSince(lastLook) >= 0.1 else { return false }
        lastLook = Date()
        let now = FileSnapshot(of: folders(state.current))
        defer { (snapshot, watched) = (now, state.current.number) }
        return watched == state.current.number && now != snapshot
    }

    /// Draws the screen when it changed since it was last drawn.
    private func draw() {
        if let size = Terminal.size { state.size = size }
        if Terminal.takeRedraw() { drawn = "" }
        let screen = state.screen
        guard screen != drawn else { return }
        drawn = screen
        context.console.write(Terminal.frame(screen))
    }

    /// The folders whose files make the kata: with `KATA_SOLUTIONS=1`, its solution's too.
    private func folders(_ kata: Kata) -> [URL] {
        [context.root.appendingPathComponent("katas/\(kata.folder)")]
            + (context.solutions ? [context.root.appendingPathComponent("solutions/\(kata.folder)")] : [])
    }

    /// One run of a kata or one proof of its learner's test, on a thread of its own, that posts its progress and its end.
    private struct Job: Sendable {
        let runs: KataRuns
        let kata: Kata
        let mailbox: Mailbox

        func run() {
            let report = runs.report(kata) { [mailbox] line in mailbox.post(.progress(line)) }
            mailbox.post(.finished(report))
        }

        /// Proves the learner's test of `report`, which waits for nothing else, and keeps the judgement it comes to.
        func prove(_ report: KataReport) {
            let proved = runs.proved(report) { [mailbox] line in mailbox.post(.progress(line)) }
            let result = proved.results.first { $0.kind == .yourTest } ?? ProofLine.pending(kata)
            mailbox.post(.proved(kata.number, result))
        }
    }
}
