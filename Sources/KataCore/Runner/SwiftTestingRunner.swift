import Foundation

/// The runner `swift run kata` uses: SwiftPM builds only the katas asked for, and Swift Testing's event stream
/// says how each spec did, its specs stopped after `limit` seconds. The build folder is `.build-kata`
/// (`.build/kata-solutions` with `KATA_SOLUTIONS=1`), as `settings` say.
package func swiftTestingRunner(limit: Int, settings: Settings) -> SpecRunner {
    { root, folders, progress in
        try SwiftTesting.runSpecs(root, folders: folders, limit: limit, settings: settings, progress: progress)
    }
}

extension SwiftTesting {
    /// Builds the katas in `folders`, runs their specs for at most `limit` seconds, and checks their probes and rules.
    fileprivate static func runSpecs(
        _ root: URL, folders: [String], limit: Int, settings: Settings, progress: (String) -> Void
    ) throws -> [SpecResult] {
        let solutions = settings.solutions
        let scratch = SwiftTesting.scratch(root: root, solutions: solutions, settings: settings)
        let modules = folders.map { String($0.prefix { $0 != "-" }) }
        try SwiftTesting.build(root, scratch: scratch, modules: modules, settings: settings, progress: progress)
        let (events, run) = try SwiftTesting.run(
            root, scratch: scratch, modules: modules, limit: limit, settings: settings)
        if run.timedOut {
            let running = events.unfinished()
            // A run that printed without end is stopped by its time limit too: how much was cut is said here.
            let cut = run.cut.map { " (\($0))" } ?? ""
            throw KataError(
                "did not finish in \(limit) s: an endless loop, or a wait that never ends? "
                    + (running.isEmpty
                        ? "No spec had started\(cut)." : "Still running: \(running.joined(separator: ", "))\(cut).")
                    + " (KATA_TIMEOUT=\(limit) sets the limit in seconds.)",
                status: 1)
        }
        var crash =
            run.status == 0 ? nil : Crash(in: run.errorOutput + "\n" + run.output, root: root, solutions: solutions)
        // How much of what the specs printed was cut is said where their output shows: with the crash.
        crash?.cut = run.cut
        // The spec that reads the command's own kept judgement is for the plain path alone (``KeptJudgement``).
        var results = events.results(crash: crash).filter { $0.id != KeptJudgement.spec }
        let outside = events.outsideEverySpec()
        if !outside.isEmpty {
            // Only one kata's specs run at a time here, so whatever happened outside every spec belongs to it.
            let kata = folders.count == 1 ? Kata.number(ofFolder: folders[0]) ?? 0 : 0
            results.append(
                SpecResult(
                    kata: kata, id: "(outside every spec)", name: "Expectations recorded outside every spec",
                    failures: outside))
        }
        if results.isEmpty && run.status != 0 {
            var reason = "no output"
            if let crash {
                reason = crash.description
            } else if let last = (run.errorOutput + run.output).split(separator: "\n").last {
                reason = String(last)
                if let cut = run.cut { reason += " (\(cut))" }
            }
            throw KataError("the specs did not run (exit status \(run.status)): \(reason)", status: 1)
        }

        return results + Probe.checkAll(folders, root: root, scratch: scratch, settings: settings)
            + SourceRule.check(folders, root: root, solutions: solutions)
    }
}

/// Building a package's katas and running their specs with SwiftPM and Swift Testing.
package enum SwiftTesting {
    /// The build folder of the package at `root`: `.build-kata`, or `.build/kata-solutions` for the solutions (with
    /// `-swift-test` after either where ``swiftTestRuns(_:)`` is chosen on Linux, so neither way rebuilds the other's).
    package static func scratch(root: URL, solutions: Bool, settings: Settings) -> URL {
        let chosen = swiftTestRuns(settings) && !isMacOS ? "-swift-test" : ""
        return root.appendingPathComponent((solutions ? ".build/kata-solutions" : ".build-kata") + chosen)
    }

    #if os(macOS)
        package static let isMacOS = true
    #else
        package static let isMacOS = false
    #endif

    /// Whether the specs run the way macOS runs them: `swift test --skip-build` and its event stream, with SwiftPM's
    /// own entry point. Always on macOS, where the tests are a bundle only `swift test` can load; elsewhere
    /// `KATA_RUNNER=swift-test` chooses it, so that the check proves that invocation and its parsing on Linux too
    /// (not macOS itself).
    package static func swiftTestRuns(_ settings: Settings) -> Bool {
        isMacOS || settings.swiftTestRunner
    }

    /// Builds the katas `modules` (`Kata1`) of the package at `root` and their specs, nothing else, into `scratch`.
    /// - Throws: ``BuildFailure`` with the compiler's first error.
    package static func build(
        _ root: URL, scratch: URL, modules: [String], overlaid: Bool = true, settings: Settings,
        progress: (String) -> Void
    ) throws {
        progress("Building \(modules.joined(separator: ", "))…")
        let build = try Subprocess.run(
            ["swift", "build", "--build-tests", "--scratch-path", scratch.path]
                + (try swiftTestingOnly(scratch, settings: settings))
                + sharedModuleCache + manifestCache(overlaid: overlaid, settings: settings),
            in: root, settings: settings, environment: environment(modules, overlaid: overlaid)
        ) { line in
            if line.hasPrefix("[") { progress("  " + line) }
        }
        guard build.status == 0 else {
            throw BuildFailure.firstError(in: build.output + "\n" + build.errorOutput, root: root.path)
        }
    }

    /// Runs the specs built by ``build(_:scratch:modules:overlaid:settings:progress:)``, in parallel, stopped after
    /// `limit` seconds (only those whose ID matches `filter`, when it is given); returns what Swift Testing's event
    /// stream said, within the bounds ``CappedEventStream`` keeps, and the run.
    package static func run(
        _ root: URL, scratch: URL, modules: [String], overlaid: Bool = true, limit: Int,
        variables: [String: String] = [:], filter: String? = nil, settings: Settings
    ) throws -> (EventStream, Subprocess.Result) {
        let stream = try EventStreamPipe()
        let streamOptions =
            ["--event-stream-output-path", stream.path, "--event-stream-version", "0"]
            + (filter.map { ["--filter", $0] } ?? [])
        let command: [String]
        if swiftTestRuns(settings) {
            // On macOS the tests are a bundle that only `swift test` (through xctest) can load.
            command =
                ["swift", "test", "--skip-build", "--scratch-path", scratch.path] + streamOptions
                + manifestCache(overlaid: overlaid, settings: settings)
        } else {
            // Elsewhere the tests are an executable: running it directly saves SwiftPM's second start.
            let debug = scratch.appendingPathComponent("debug")
            let bundle = (try? FileManager.default.contentsOfDirectory(atPath: debug.path))?
                .first { $0.hasSuffix("PackageTests.xctest") }
            command =
                [debug.appendingPathComponent(bundle ?? "PackageTests.xctest").path]
                + ["--testing-library", "swift-testing"] + streamOptions
        }
        // Written down while it runs, so that a new watch mode ends it if this `kata` is gone and it is not.
        let record = RunRecord(scratch: scratch)
        var pid: pid_t = 0
        defer { if pid > 0 { record.ended(pid) } }
        let run = try Subprocess.run(
            command, in: root, settings: settings,
            environment: environment(modules, overlaid: overlaid).merging(variables) { $1 },
            limit: Double(limit), events: stream,
            started: {
                pid = $0
                record.started($0)
            })
        return (stream.stream.events, run)
    }

    /// `KATA_ONLY` makes Package.swift declare these katas alone: no other kata and no `kata` command is built.
    /// A package whose katas already hold their solution (`overlaid` false: the proof's copy) builds them as they
    /// are, whatever `KATA_SOLUTIONS` this process was given.
    private static func environment(_ modules: [String], overlaid: Bool) -> [String: String] {
        ["KATA_ONLY": modules.joined(separator: ",")].merging(overlaid ? [:] : ["KATA_SOLUTIONS": "0"]) { $1 }
    }

    /// With the solutions laid over the katas, `Package.swift` lists their files, so SwiftPM must not reuse an
    /// evaluation of it from before a file was added: it would call that file unhandled and leave it out.
    package static func manifestCache(overlaid: Bool, settings: Settings) -> [String] {
        overlaid && settings.solutions ? ["--manifest-cache", "none"] : []
    }

    /// On Linux, flags that build the specs' executable with Swift Testing alone: SwiftPM's own entry point and its
    /// list of XCTest cases import XCTest and Foundation, whose system modules a first run would otherwise compile
    /// once more, about a fifth of its CPU time (docs/performance.md). The entry point is written into `scratch`,
    /// and only when it changes, so that it costs no rebuild. SwiftPM compiles these generated targets in Swift 5
    /// mode and indexes the system modules they import, settings the manifest cannot reach; given here, the katas'
    /// own settings spare a first run another build of those modules and their index, about 5 s of CPU time.
    /// Where `swift test` runs the specs (``swiftTestRuns(_:)``), it needs SwiftPM's own.
    private static func swiftTestingOnly(_ scratch: URL, settings: Settings) throws -> [String] {
        if swiftTestRuns(settings) { return [] }
        let entryPoint = scratch.appendingPathComponent("specs-entry-point.swift")
        let text = """
            import Testing

            @main enum Specs {
                static func main() async { await Testing.__swiftPMEntryPoint() as Never }
            }

            """
        if (try? String(contentsOf: entryPoint, encoding: .utf8)) != text {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try text.write(to: entryPoint, atomically: true, encoding: .utf8)
        }
        return ["--disable-xctest", "--experimental-test-entry-point-path", entryPoint.path]
            + ["-index-ignore-system-modules", "-swift-version", "6"].flatMap { ["-Xswiftc", $0] }
    }

    /// Flags that reuse the module cache of the build `kata` itself came from (`.build/debug/ModuleCache`), so a
    /// first run does not build the system's Clang modules a second time.
    private static var sharedModuleCache: [String] {
        guard let executable = Bundle.main.executablePath else { return [] }
        let cache = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("ModuleCache")
        guard FileManager.default.isDirectory(cache) else { return [] }
        return ["-Xswiftc", "-module-cache-path", "-Xswiftc", cache.path]
    }
}
