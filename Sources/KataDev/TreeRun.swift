@testable import KataCommand

/// One run of a tree's specs: its exit status, every spec the event stream named, and what it printed.
struct TreeRun {
    let status: Int32
    let specs: [(module: String, result: SpecResult)]
    let log: String

    /// The specs that failed, as `Module: Suite/function()`.
    var failing: [String] {
        specs.filter { !$0.result.passed }.map { "\($0.module): \($0.result.id)" }
    }

    /// The specs of kata `number`.
    func results(ofKata number: Int) -> [SpecResult] {
        specs.map(\.result).filter { $0.kata == number }
    }

    /// The last lines it printed, for a run that went wrong.
    var tail: String {
        log.split(separator: "\n").suffix(15).map { "  " + $0 }.joined(separator: "\n")
    }
}
