import KataCommand

/// What the check found so far: it prints each ✔ and ✘ line as it comes, and counts the misses.
package final class Ledger {
    private let console: Console
    package private(set) var misses = 0
    private var missesBeforeStep = 0

    package init(console: Console) {
        self.console = console
    }

    /// Starts a step of the check under `title`.
    package func step(_ title: String) {
        console.write("\n== \(title)\n")
        missesBeforeStep = misses
    }

    /// Whether the current step has had no miss so far.
    package var stepIsClean: Bool { misses == missesBeforeStep }

    package func pass(_ line: String) {
        console.write("✔ \(line)\n")
    }

    package func miss(_ line: String) {
        console.write("✘ \(line)\n")
        misses += 1
    }

    /// A line that is neither a pass nor a miss: a log excerpt, or a figure.
    package func note(_ line: String) {
        console.write(line + "\n")
    }
}
