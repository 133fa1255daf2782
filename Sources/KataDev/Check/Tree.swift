import Foundation
import KataCommand
import KataCore

/// One of the two trees the check builds: the katas as a learner starts them, or each with its solution laid over it.
package struct Tree {
    package let root: URL
    /// What the programs it starts are given (``Settings``).
    package let settings: Settings
    /// Whether the tree lays each solution over its kata (`KATA_SOLUTIONS=1`); the tool's own specs run there too.
    package let solutions: Bool
    /// The one kata module the tree holds (`KATA_ONLY`), such as `Kata1`; nil for every kata and the tool.
    package var only: String? = nil

    /// `katas` or `solutions`, and the kata when the tree holds only one: `katas (Kata1)`.
    package var name: String { (solutions ? "solutions" : "katas") + (only.map { " (\($0))" } ?? "") }

    /// Its build folder, `.build/check/<katas or solutions>`, or `.build/check/one/<katas or solutions>` for one kata:
    /// a folder of its own, so that neither build makes SwiftPM plan the other's anew.
    package var scratch: URL {
        root.appendingPathComponent(".build/check/\(only == nil ? "" : "one/")\(solutions ? "solutions" : "katas")")
    }

    private var environment: [String: String] {
        ["KATA_SOLUTIONS": solutions ? "1" : "0", "KATA_DEV": solutions ? "1" : "0"].merging(
            only.map { ["KATA_ONLY": $0] } ?? [:]
        ) { $1 }
    }

    /// The same for every build and run of the tree, or SwiftPM plans it anew. `Package.swift` is evaluated anew
    /// each time: it lists the folders under `katas/` and the files under `solutions/`, and SwiftPM's shared cache
    /// of an evaluation is keyed by the package's path, the manifest's text and the environment, not by those. A
    /// machine that built an older commit at the same path would get that commit's katas.
    private var options: [String] {
        ["--scratch-path", scratch.path, "-Xswiftc", "-warnings-as-errors", "--manifest-cache", "none"]
    }

    /// Builds the tree and its specs, and the `kata` command where the tree declares it (the fault suite runs the
    /// katas tree's; the tool's specs build their own); what the compiler printed, both streams together.
    package func build() throws -> (status: Int32, log: String) {
        let build = try Subprocess.run(
            ["swift", "build", "--build-tests"] + options, in: root, settings: settings, environment: environment)
        guard build.status == 0, only == nil, !solutions else {
            return (build.status, build.output + build.errorOutput)
        }
        let command = try Subprocess.run(
            ["swift", "build", "--product", "kata"] + options, in: root, settings: settings, environment: environment)
        return (command.status, build.output + build.errorOutput + command.output + command.errorOutput)
    }

    /// Runs every spec of the tree once (the terminal specs only with `terminal`), XCTest cases included.
    package func run(terminal: Bool) throws -> TreeRun {
        // Read through a pipe within the bounds the `kata` command keeps, never as a file read whole.
        let stream = try EventStreamPipe()
        let skip = terminal ? [] : ["--skip", "WatchInTerminalSpecs"]
        let run = try Subprocess.run(
            ["swift", "test", "--skip-build"] + options + skip
                + ["--event-stream-output-path", stream.path, "--event-stream-version", "0"],
            in: root, settings: settings, environment: environment, events: stream)
        return TreeRun(
            status: run.status, specs: stream.stream.events.specs(), log: run.output + run.errorOutput)
    }

    /// Every probe of `katas`, type-checked against this tree's build, side by side, and every source rule broken.
    package func probes(of katas: [Kata]) -> [SpecResult] {
        Probe.checkAll(katas.map(\.folder), root: root, scratch: scratch, settings: settings)
            + SourceRule.check(katas.map(\.folder), root: root, solutions: solutions)
    }
}
