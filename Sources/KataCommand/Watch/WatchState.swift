import KataCore

/// Watch mode as a plain value: each event changes it and may ask for effects; ``screen`` shows it.
package struct WatchState {
    /// What shows beside the report: nothing, the goal above it, a hint, the list of katas, or a one-line note.
    package enum Panel: Equatable {
        case none
        case goal
        /// The hint of that number in `HINTS.md`, and whether it is the last for the step the kata stands on.
        case hint(Int, last: Bool)
        case list
        case note(String)
    }

    package let katas: [Kata]
    /// The terminal's size, which the screen fits.
    package var size = (width: 100, height: 40)
    /// The kata on screen.
    package private(set) var current: Kata
    /// The kata whose run is in progress, if any.
    package private(set) var running: Kata?
    /// The kata to run as soon as the run in progress ends.
    package private(set) var queued: Kata?
    /// The last report of each kata that has run.
    package private(set) var reports: [Int: KataReport] = [:]
    /// The judgement an earlier run of the command kept for each kata whose files are still those it judged: what the
    /// list shows of a kata that has not run here.
    package let kept: [Int: KeptJudgement]
    /// How many runs of each kata have ended.
    package private(set) var runs: [Int: Int] = [:]
    package private(set) var panel = Panel.none
    /// How many of the hints for the step the current kata stands on the learner has seen.
    private var hintsShown = 0
    /// The step those hints are for: the first step not green when `h` was last pressed (nil before a report).
    private var hintStep: String?
    /// The last line of progress of the run in progress, or of the proof when no run is.
    package private(set) var progress = ""
    /// The kata whose learner's test is being proven, if any: one proof at a time, beside the runs.
    package private(set) var proving: Kata?
    /// The kata whose proof is to start as soon as the one in progress ends.
    private var proofQueued: Kata?
    /// Whether a green kata moves on to the next: true when watch mode opened on the first kata that is not green.
    private var seeking: Bool

    /// Watch mode on `kata`, or when nil on the first kata that is not green, with its first run to start; `kept` are
    /// the judgements kept for katas as they are (``kept``).
    package init(katas: [Kata], opening kata: Kata?, kept: [Int: KeptJudgement] = [:]) {
        self.katas = katas
        self.kept = kept
        current = kata ?? katas[0]
        seeking = kata == nil
    }

    /// The effects of opening: the first run.
    package mutating func start() -> [WatchEffect] {
        run(current)
    }

    /// Takes in `event` and returns what the driver must do.
    package mutating func handle(_ event: WatchEvent) -> [WatchEffect] {
        switch event {
        case .key(let key):
            return press(key)
        case .saved:
            return run(current)
        case .progress(let line):
            progress = line
            return []
        case .finished(let report):
            return finish(report)
        case .proved(let number, let result):
            return proved(number, result)
        }
    }

    private mutating func press(_ key: UInt8) -> [WatchEffect] {
        if case .note = panel { panel = .none }
        switch Character(UnicodeScalar(key)) {
        case "q", "\u{3}", "\u{4}":
            return [.quit]
        case "h":
            showHint()
        case "g":
            panel = panel == .goal ? .none : .goal
        case "l":
            panel = panel == .list ? .none : .list
        case "r":
            return run(current)
        case "n":
            guard let next = katas.next(after: current) else {
                panel = .note("That is the last kata. swift run kata status shows every kata.")
                return []
            }
            return move(to: next)
        case "p":
            guard let previous = katas.last(where: { $0.number < current.number }) else {
                panel = .note("That is the first kata.")
                return []
            }
            return move(to: previous)
        default:
            break
        }
        return []
    }

    private mutating func move(to kata: Kata) -> [WatchEffect] {
        seeking = false
        current = kata
        panel = .none
        hintsShown = 0
        return run(kata)
    }

    /// Shows the next hint for the step the kata stands on now, the first of them once it stands on another.
    private mutating func showHint() {
        guard !current.hints.isEmpty else {
            panel = .note("Kata \(current.number) has no hints (katas/\(current.folder)/HINTS.md).")
            return
        }
        let step = reports[current.number]?.currentStep.map { current.facts.steps[$0 - 1].id }
        if step != hintStep {
            hintsShown = 0
            hintStep = step
        }
        let numbers = current.hintNumbers(forStep: step)
        hintsShown = min(hintsShown + 1, numbers.count)
        panel = .hint(numbers[hintsShown - 1], last: hintsShown == numbers.count)
    }

    /// Starts a run of `kata`, or when one is in progress, queues it to start when that one ends.
    private mutating func run(_ kata: Kata) -> [WatchEffect] {
        guard running == nil else {
            queued = kata
            return []
        }
        running = kata
        progress = ""
        return [.run(kata.number)]
    }

    private mutating func finish(_ report: KataReport) -> [WatchEffect] {
        let kata = report.kata
        running = nil
        reports[kata.number] = report
        runs[kata.number, default: 0] += 1
        if kata.number == current.number && panel == .list { panel = .none }
        let proof = report.awaitsProof ? prove(kata) : []
        if let queued {
            self.queued = nil
            return proof + run(queued)
        }
        // Whether a green kata moves on waits for the proof.
        return report.awaitsProof ? proof : advance(after: report)
    }

    /// Moves on to the next kata when watch mode is seeking the first that is not green and `report` is green.
    private mutating func advance(after report: KataReport) -> [WatchEffect] {
        let kata = report.kata
        if seeking && kata.number == current.number && report.isGreen, let next = katas.next(after: kata) {
            current = next
            hintsShown = 0
            return run(next)
        }
        seeking = false
        return []
    }

    /// Starts proving `kata`'s learner's test, or when a proof is in progress, queues it to start when that ends.
    private mutating func prove(_ kata: Kata) -> [WatchEffect] {
        reports[kata.number]?.proving = true
        guard proving == nil else {
            proofQueued = kata
            return []
        }
        proving = kata
        if running == nil { progress = "" }
        return [.prove(kata.number)]
    }

    /// Takes in a proof's result, unless a run of that kata has started since, which makes it stale.
    private mutating func proved(_ number: Int, _ result: SpecResult) -> [WatchEffect] {
        proving = nil
        var effects: [WatchEffect] = []
        let stale = running?.number == number || queued?.number == number || proofQueued?.number == number
        if proofQueued?.number != number { reports[number]?.proving = false }
        if !stale, var report = reports[number], report.awaitsProof {
            report.results = report.results.map { $0.id == result.id ? result : $0 }
            reports[number] = report
            effects += advance(after: report)
        }
        if let again = proofQueued {
            proofQueued = nil
            effects += prove(again)
        }
        return effects
    }
}
