import Foundation

/// The environment the tool was started with, read once where it starts (`KataCommand`'s `KataProcess`, for `kata`
/// and `kata-dev` alike) and handed down: the variables it reads, typed, and the rest, which the programs it starts
/// inherit. Nothing else reads the process's environment, and a program started gets the environment
/// ``environment(adding:)`` builds from these, so a change made here (`kata-dev` building its trees as they say, not
/// as it was told) reaches exactly the runs it is given to.
package struct Settings: Sendable {
    /// `KATA_SOLUTIONS=1`: the package builds each kata with its reference solution laid over it.
    package var solutions: Bool
    /// `KATA_RUNNER=swift-test`: the specs run through `swift test` on Linux too, as they must on macOS
    /// (``SwiftTesting/swiftTestRuns(_:)``).
    package var swiftTestRunner: Bool
    /// `KATA_TIMEOUT`: the seconds a run of specs may take (``SpecTimeLimit``), or why the value given is not one,
    /// which only a command that runs specs throws.
    package var timeLimit: Result<Int, KataError>
    /// `KATA_RUN_ID`: the ID every program the tool starts carries (``RunRecord/variable``): the one this process was
    /// given, so that whoever started it can find all it started, or its own, `kata-` and its process ID.
    package var runID: String
    /// `KATA_ONLY`: the katas' modules (`Kata1`) that `Package.swift` declares alone in the programs started; nil
    /// for every kata.
    package var only: [String]?
    /// Every other variable, as given (`KATA_TIMEOUT` among them): what the programs the tool starts inherit.
    package var inherited: [String: String]

    /// The variables the settings above give the programs started, each from its typed value.
    private static let own = ["KATA_SOLUTIONS", "KATA_RUNNER", RunRecord.variable, "KATA_ONLY"]

    /// The settings of a process started with `environment`, whose ID is `processID`.
    package init(_ environment: [String: String], processID: Int32 = getpid()) {
        solutions = environment["KATA_SOLUTIONS"] == "1"
        swiftTestRunner = environment["KATA_RUNNER"] == "swift-test"
        timeLimit = Result { () throws(KataError) in try SpecTimeLimit.seconds(in: environment) }
        runID = environment[RunRecord.variable] ?? "kata-\(processID)"
        only = environment["KATA_ONLY"].map { $0.split(separator: ",").map(String.init) }
        inherited = environment.filter { !Self.own.contains($0.key) }
    }

    /// The environment of a program started: what this process inherited, the settings, and `variables` over them.
    package func environment(adding variables: [String: String] = [:]) -> [String: String] {
        var environment = inherited
        environment[RunRecord.variable] = runID
        if solutions { environment["KATA_SOLUTIONS"] = "1" }
        if swiftTestRunner { environment["KATA_RUNNER"] = "swift-test" }
        if let only { environment["KATA_ONLY"] = only.joined(separator: ",") }
        return environment.merging(variables) { $1 }
    }
}
