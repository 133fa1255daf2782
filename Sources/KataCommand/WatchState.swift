/// Watch mode as a plain value: each event changes it and may ask for effects; ``screen`` shows it.
struct WatchState {
    /// What shows under the report: nothing, a hint, the list of katas, or a one-line note.
    enum Panel: Equatable {
        case none
        case hint(Int)
        case list
        case note(String)
    }

    let katas: [Kata]
    /// The kata on screen.
    private(set) var current: Kata
    /// The kata whose run is in progress, if any.
    private(set) var running: Kata?
    /// The kata to run as soon as the run in progress ends.
    private(set) var queued: Kata?
    /// The last report of each kata that has run.
    private(set) var reports: [Int: KataReport] = [:]
    /// How many runs of each kata have ended.
    private(set) var runs: [Int: Int] = [:]
    private(set) var panel = Panel.none
    /// How many of the current kata's hints the learner has seen.
    private var hintsShown = 0
    /// The last line of progress of the run in progress.
    private(set) var progress = ""
    /// Whether a green kata moves on to the next: true when watch mode opened on the first kata that is not green.
    private var seeking: Bool

    /// Watch mode on `kata`, or when nil on the first kata that is not green, with its first run to start.
    init(katas: [Kata], opening kata: Kata?) {
        self.katas = katas
        current = kata ?? katas[0]
        seeking = kata == nil
    }

    /// The effects of opening: the first run.
    mutating func start() -> [WatchEffect] {
        run(current)
    }

    /// Takes in `event` and returns what the driver must do.
    mutating func handle(_ event: WatchEvent) -> [WatchEffect] {
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
        }
    }

    private mutating func press(_ key: UInt8) -> [WatchEffect] {
        if case .note = panel { panel = .none }
        switch Character(UnicodeScalar(key)) {
        case "q", "\u{3}", "\u{4}":
            return [.quit]
        case "h":
            showHint()
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

    private mutating func showHint() {
        let count = current.hints.count
        guard count > 0 else {
            panel = .note("Kata \(current.number) has no hints (katas/\(current.folder)/HINTS.md).")
            return
        }
        hintsShown = min(hintsShown + 1, count)
        panel = .hint(hintsShown)
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
        if let queued {
            self.queued = nil
            return run(queued)
        }
        if seeking && kata.number == current.number && report.isGreen, let next = katas.next(after: kata) {
            current = next
            hintsShown = 0
            return run(next)
        }
        seeking = false
        return []
    }
}
