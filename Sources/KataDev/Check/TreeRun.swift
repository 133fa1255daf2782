import KataCommand
import KataCore

/// One run of a tree's specs: its exit status, every spec the event stream named, and what it printed.
package struct TreeRun {
    package let status: Int32
    package let specs: [(module: String, result: SpecResult)]
    package let log: String

    /// The specs that failed, as `Module: Suite/function()`.
    package var failing: [String] {
        specs.filter { !$0.result.passed }.map { "\($0.module): \($0.result.id)" }
    }

    /// The specs of kata `number`.
    package func results(ofKata number: Int) -> [SpecResult] {
        specs.map(\.result).filter { $0.kata == number }
    }

    /// The last lines it printed, for a run that went wrong.
    package var tail: String {
        log.split(separator: "\n").suffix(15).map { "  " + $0 }.joined(separator: "\n")
    }
}
