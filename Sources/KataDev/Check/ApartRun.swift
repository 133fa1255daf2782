import Foundation
import KataCommand
import KataCore

/// One kata run alone while another does not compile, as the README's one-kata command runs it: a copy of `katas/`
/// in `.build/check/apart/`, where the broken kata's module gets a line that does not type-check, and the kata's own
/// package (its folder's `Package.swift`) built and its specs run there.
package struct ApartRun {
    package let root: URL
    /// What the programs it starts are given (``Settings``).
    package let settings: Settings

    /// The copy and its build folders.
    private var folder: URL { root.appendingPathComponent(".build/check/apart") }

    /// What came of it: whether the broken kata's package stopped on its error, whether the kata's own built, and
    /// every spec its run named.
    package struct Outcome {
        package let brokenStopped: Bool
        package let built: Bool
        package let specs: [SpecResult]
        package let log: String
    }

    /// Copies `katas/`, breaks `broken`, and builds and runs `kata`'s package in the copy.
    package func run(_ kata: Kata, breaking broken: Kata) throws -> Outcome {
        let katas = folder.appendingPathComponent("katas")
        try? FileManager.default.removeItem(at: katas)
        try FileManager.default.copyVisible(from: root.appendingPathComponent("katas"), to: katas)
        try "let broken: Int = \"not a number\"\n".write(
            to: katas.appendingPathComponent("\(broken.folder)/Sources/Broken.swift"), atomically: true, encoding: .utf8
        )
        let stopped = try Subprocess.run(["swift", "build"] + options(broken), in: folder, settings: settings)
        let build = try Subprocess.run(
            ["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"] + options(kata), in: folder,
            settings: settings)
        let log = build.output + build.errorOutput
        guard build.status == 0, BuildLog(log).problems.isEmpty else {
            return Outcome(brokenStopped: stopped.status != 0, built: false, specs: [], log: log)
        }
        let stream = try EventStreamPipe()
        let run = try Subprocess.run(
            ["swift", "test", "--skip-build", "-Xswiftc", "-warnings-as-errors"] + options(kata)
                + ["--event-stream-output-path", stream.path, "--event-stream-version", "0"],
            in: folder, settings: settings, events: stream)
        return Outcome(
            brokenStopped: stopped.status != 0, built: true, specs: stream.stream.events.specs().map(\.result),
            log: run.output + run.errorOutput)
    }

    /// Which of `seen` depart from `kata`'s registry: its red specs fail and the others pass (its probes, rules and
    /// the proof of the learner's test are no specs of the package); empty when it starts as declared.
    package static func departures(_ seen: [SpecResult], from kata: Kata) -> [String] {
        let isSpec = { (id: String) in !id.hasPrefix("Probes/") && !id.hasPrefix("rule ") && id != ProofLine.id }
        let red = Set(kata.facts.red.filter(isSpec))
        let failing = Set(seen.filter { !$0.passed }.map(\.id))
        return
            (red.subtracting(failing).map { "red in kata.json, but did not fail: \($0)" }
            + failing.subtracting(red).map { "failed, but is not red in kata.json: \($0)" }).sorted()
    }

    /// SwiftPM's options for kata `kata`'s package in the copy, with a build folder of its own beside the copy.
    private func options(_ kata: Kata) -> [String] {
        [
            "--package-path", "katas/\(kata.folder)", "--scratch-path",
            folder.appendingPathComponent("build/\(kata.folder)").path,
            "--manifest-cache", "none",
        ]
    }
}
