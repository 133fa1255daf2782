import Foundation
import KataCore

/// What a command works with: the repository, its katas, where to write, and how to run the specs.
package struct Context {
    package let root: URL
    package let katas: [Kata]
    /// The katas whose `kata.json` is missing or damaged: a command about another kata goes on without them.
    package var unreadable: [UnreadableKata] = []
    package let console: Console
    /// The environment the command was started with (``Settings``).
    package let settings: Settings
    package let runSpecs: SpecRunner
    /// What proves the learner's test (``KataRuns/prove``).
    package let prove: Prover
    /// Seconds a run of specs, or of the learner's test in its proof, may take (`KATA_TIMEOUT`).
    package var timeLimit = SpecTimeLimit.standard
    /// Whether standard input and output are a terminal, so watch mode can wait for keys and saves.
    package var interactive = false

    /// Whether `KATA_SOLUTIONS=1` makes the package build the reference solutions instead of the katas.
    package var solutions: Bool { settings.solutions }

    package var git: Git { Git(root: root, settings: settings) }

    /// What builds and runs the katas and proves the learner's test: the part of the context a thread of its own
    /// can take.
    package var runs: KataRuns {
        KataRuns(
            root: root, settings: settings, runSpecs: runSpecs, prove: prove, timeLimit: timeLimit)
    }

    /// The kata whose number is `argument`: `1`, `Kata1` or `kata1`.
    /// - Throws: ``KataError`` when there is none, or when its `kata.json` cannot be read.
    package func kata(_ argument: String) throws -> Kata {
        let number = try folder(argument).number
        if let unreadable = unreadable.first(where: { $0.number == number }) {
            throw KataError(unreadable.message, status: 1)
        }
        return katas.first { $0.number == number }!
    }

    /// The number and folder of the kata `argument` names (`1`, `Kata1` or `kata1`), whether its `kata.json` reads
    /// or not.
    package func folder(_ argument: String) throws -> (number: Int, folder: String) {
        let digits = argument.lowercased().hasPrefix("kata") ? argument.dropFirst(4) : Substring(argument)
        let folders = (katas.map { ($0.number, $0.folder) } + unreadable.map { ($0.number, $0.folder) }).sorted {
            $0.0 < $1.0
        }
        guard let number = Int(digits), let found = folders.first(where: { $0.0 == number }) else {
            let numbers = folders.map(\.0)
            let contiguous = numbers.count > 1 && numbers.last! - numbers.first! == numbers.count - 1
            let range =
                contiguous
                ? "numbered \(numbers.first!) to \(numbers.last!)"
                : "\(numbers.map(String.init).joined(separator: ", "))"
            throw KataError("there is no kata '\(argument)'; the katas are \(range) (swift run kata list)")
        }
        return found
    }

    /// Fails unless the repository is a git repository with at least one commit.
    package func requireGit(for command: String) throws {
        guard git.succeeds("rev-parse", "--verify", "-q", "HEAD") else {
            throw KataError(
                "\(command) needs the katas in a git repository with a commit; clone the repository with git, "
                    + "or run: git init && git add -A && git commit -m Start"
            )
        }
    }

    /// Builds and runs `katas`, and says where each stands (``KataRuns/reports(_:progress:)``).
    package func reports(_ katas: [Kata], progress: (String) -> Void) throws -> [KataReport] {
        try runs.reports(katas, progress: progress)
    }

    /// `report` with the learner's test proven, when that is all it waits for; as it is otherwise.
    package func proved(_ report: KataReport, progress: (String) -> Void) -> KataReport {
        runs.proved(report, progress: progress)
    }

    /// Where one kata stands, with what kept its specs from running when something did.
    package func report(_ kata: Kata, progress: (String) -> Void) -> KataReport {
        runs.report(kata, progress: progress)
    }
}
