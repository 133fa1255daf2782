import Foundation
import Testing

@testable import KataCommand
@testable import KataCore

/// Watch mode's keys, saves and runs, without a terminal: each event in, the screen and the driver's work out.
struct WatchStateSpecs {
    let fixture: Fixture
    let katas: [Kata]
    /// Watch mode opened on Kata 1 of two (Alpha and Beta), its first run under way.
    let opened: WatchState

    init() throws {
        fixture = try Fixture()
        katas = try Kata.all(in: fixture.root)
        var watch = WatchState(katas: katas, opening: katas[0])
        _ = watch.start()
        opened = watch
    }

    /// A report of kata `number` with `passing` of its two specs passing.
    func report(_ number: Int, passing: Int = 0) -> KataReport {
        let results = (1...2).map { spec in
            SpecResult(
                kata: number, id: "Spec/s\(spec)()", name: "spec \(spec)",
                failures: spec <= passing ? [] : ["Not yet (README step [inject])"])
        }
        return KataReport(kata: katas[number - 1], results: results, changedFiles: [])
    }

    @Test("Opening on a kata starts its run, and the screen says it is building")
    func opening() {
        var watch = WatchState(katas: katas, opening: katas[1])

        #expect(watch.start() == [.run(2)])
        #expect(watch.screen.contains("Kata 2: BetaSingleton → beta injection\n"))
        #expect(watch.screen.contains("⋯ Kata 2: building…"))
    }

    @Test("A finished run shows its report and counts one run")
    func finishedRun() {
        var watch = opened
        #expect(watch.handle(.finished(report(1, passing: 1))) == [])

        #expect(watch.screen.contains("[##########----------] step 1 of 1 [inject] · 1 of 2 passing"))
        #expect(watch.screen.contains("✘ spec 2\n"), "the failing spec, its name as it is")
        #expect(
            watch.screen.hasSuffix(
                "\n(run 1)  Kata 1: step 1 of 1 [inject] · 1 of 2 passing\n"
                    + "h hint · g goal · n next kata · p previous kata · r rerun · l list · q quit\n"),
            "the standing and the keys close the screen")
        #expect(!watch.screen.contains("⋯ Kata 1"), "the run is over, yet the screen says one is in progress")
    }

    @Test("A line of progress shows while the run goes on")
    func progress() {
        var watch = opened
        _ = watch.handle(.progress("  [12/40] Compiling Kata1 Spec.swift"))

        #expect(watch.screen.contains("⋯ Kata 1: [12/40] Compiling Kata1 Spec.swift\n"))
    }

    @Test("A save reruns the kata")
    func save() {
        var watch = opened
        _ = watch.handle(.finished(report(1)))

        #expect(watch.handle(.saved) == [.run(1)])
    }

    @Test("Saves during a run make one more run when it ends, not one each")
    func savesDuringARun() {
        var watch = opened
        #expect(watch.handle(.saved) == [])
        #expect(watch.handle(.saved) == [])

        #expect(watch.handle(.finished(report(1))) == [.run(1)])
        #expect(watch.handle(.finished(report(1))) == [])
    }

    @Test("r reruns the kata; during a run, once that run ends")
    func rerun() {
        var watch = opened
        #expect(watch.handle(.key(UInt8(ascii: "r"))) == [])
        #expect(watch.handle(.finished(report(1))) == [.run(1)])
        #expect(watch.handle(.finished(report(1))) == [])

        #expect(watch.handle(.key(UInt8(ascii: "r"))) == [.run(1)])
    }

    @Test("The run counter counts the runs of the kata on screen")
    func runsPerKata() {
        var watch = opened
        _ = watch.handle(.finished(report(1)))
        _ = watch.handle(.saved)
        _ = watch.handle(.finished(report(1)))
        #expect(watch.screen.contains("\n(run 2)  "))

        _ = watch.handle(.key(UInt8(ascii: "n")))
        _ = watch.handle(.finished(report(2)))

        #expect(watch.screen.contains("\n(run 1)  "), "Kata 2 has run once:\n\(watch.screen)")
    }

    @Test("h shows the next hint each time, and after the last points to the solution; keys work during a run")
    func hints() {
        var watch = opened
        _ = watch.handle(.key(UInt8(ascii: "h")))
        #expect(watch.screen.contains("Hint 1 of 2: a nudge\n\nLook at Alpha.\n\n(h: the next hint)"))

        _ = watch.handle(.key(UInt8(ascii: "h")))
        _ = watch.handle(.key(UInt8(ascii: "h")))
        #expect(watch.screen.contains("Hint 2 of 2: a bigger hint\n\nInject Alpha.\n\n"))
        #expect(watch.screen.contains("That was the last hint: swift run kata diff 1"))
    }

    @Test("n goes to the next kata and runs it; on the last kata it says so")
    func next() {
        var watch = opened
        #expect(watch.handle(.finished(report(1))) == [])

        #expect(watch.handle(.key(UInt8(ascii: "n"))) == [.run(2)])
        #expect(watch.screen.contains("Kata 2: BetaSingleton → beta injection\n"))
        #expect(watch.handle(.key(UInt8(ascii: "n"))) == [])
        #expect(watch.screen.contains("That is the last kata. swift run kata status shows every kata."))
    }

    @Test("p goes back a kata and runs it; on the first kata it says so")
    func previous() {
        var watch = WatchState(katas: katas, opening: katas[1])
        _ = watch.start()
        _ = watch.handle(.finished(report(2)))

        #expect(watch.handle(.key(UInt8(ascii: "p"))) == [.run(1)])
        #expect(watch.screen.contains("Kata 1: AlphaSingleton → alpha injection\n"))
        #expect(watch.handle(.key(UInt8(ascii: "p"))) == [])
        #expect(watch.screen.contains("That is the first kata."))
    }

    @Test("n during a run goes to the next kata at once, and runs it when the run in progress ends")
    func nextDuringARun() {
        var watch = opened
        #expect(watch.handle(.key(UInt8(ascii: "n"))) == [])
        #expect(watch.screen.contains("Kata 2: BetaSingleton → beta injection\n"))

        #expect(watch.handle(.finished(report(1))) == [.run(2)])
    }

    @Test("l lists the katas with what is known of each, until the next run of the kata ends")
    func list() {
        var watch = opened
        _ = watch.handle(.finished(report(1, passing: 2)))

        _ = watch.handle(.key(UInt8(ascii: "l")))
        #expect(watch.screen.contains("▶ Kata 1  AlphaSingleton → alpha injection  (green, 2 of 2)\n"))
        #expect(watch.screen.contains("  Kata 2  BetaSingleton → beta injection  (not run yet)\n"))

        _ = watch.handle(.saved)
        _ = watch.handle(.finished(report(1, passing: 1)))
        #expect(!watch.screen.contains("▶ Kata 1"), "the list stayed on screen after the run:\n\(watch.screen)")
    }

    @Test("l and the last kata show a kata not run here as an earlier run judged it, its files unchanged since")
    func keptJudgements() {
        let kept = KeptJudgement(done: true, line: "", state: "green, 3 of 3", files: [:])
        var watch = WatchState(katas: katas, opening: katas[1], kept: [1: kept])
        _ = watch.start()
        _ = watch.handle(.finished(report(2, passing: 2)))

        #expect(watch.screen.contains("Every kata is done."))
        _ = watch.handle(.key(UInt8(ascii: "l")))
        #expect(watch.screen.contains("  Kata 1  AlphaSingleton → alpha injection  (green, 3 of 3)\n"))
    }

    @Test("q, Ctrl-C and Ctrl-D quit, during a run too", arguments: ["q", "\u{3}", "\u{4}"])
    func quit(key: String) {
        var watch = opened
        #expect(watch.handle(.key(UInt8(ascii: key.unicodeScalars.first!))) == [.quit])
    }

    @Test("Other keys change nothing")
    func otherKeys() {
        var watch = opened
        let screen = watch.screen

        #expect(watch.handle(.key(UInt8(ascii: "x"))) == [])
        #expect(watch.screen == screen)
    }

    @Test("A green kata offers the next one")
    func greenOffersTheNext() {
        var watch = opened
        _ = watch.handle(.finished(report(1, passing: 2)))

        #expect(
            watch.screen.contains("✔ Kata 1 is green. See how the solution did it: solutions/Kata1-Alpha/README.md\n"))
        #expect(watch.screen.contains("Next: Kata 2 (press n)\n"))
    }

    @Test("The last kata green says which katas are green and which have not run, not that every kata is done")
    func lastKataGreen() {
        var watch = WatchState(katas: katas, opening: katas[1])
        _ = watch.start()
        _ = watch.handle(.finished(report(2, passing: 2)))

        #expect(!watch.screen.contains("Every kata is done."))
        #expect(watch.screen.contains("That is the last kata. Green: Kata 2; not run yet: Kata 1"))

        _ = watch.handle(.key(UInt8(ascii: "p")))
        _ = watch.handle(.finished(report(1, passing: 2)))
        _ = watch.handle(.key(UInt8(ascii: "n")))
        _ = watch.handle(.finished(report(2, passing: 2)))
        #expect(watch.screen.contains("Every kata is done."))
    }

    @Test("Opened without a kata, it moves past green katas to the first that is not green")
    func opensOnTheFirstNotGreen() {
        var watch = WatchState(katas: katas, opening: nil)

        #expect(watch.start() == [.run(1)])
        #expect(watch.handle(.finished(report(1, passing: 2))) == [.run(2)])
        #expect(watch.handle(.finished(report(2, passing: 1))) == [])
        #expect(watch.screen.contains("Kata 2: BetaSingleton → beta injection\n"))
    }

    /// A report of kata `number` whose two specs pass and whose learner's test awaits its proof.
    func awaitingProof(_ number: Int) -> KataReport {
        var report = report(number, passing: 2)
        report.results.append(
            SpecResult(
                kata: number, id: ProofLine.id, name: "Your test pins it", failures: ["Not proven yet"], kind: .yourTest
            ))
        return report
    }

    @Test("Once all else passes, the learner's test is proven beside the runs, and its result makes the kata green")
    func proofAfterGreen() {
        var watch = WatchState(katas: katas, opening: nil)
        _ = watch.start()

        #expect(
            watch.handle(.finished(awaitingProof(1))) == [.prove(1)],
            "a kata waiting for its proof moves on only after it")
        #expect(watch.screen.contains("⋯ Kata 1: Proving your test…"))
        #expect(watch.screen.contains("\n⋯ Your test pins it\n    Being proven now"), "in progress, not failing")
        #expect(!watch.screen.contains("✘") && !watch.screen.contains("Not proven yet"))
        #expect(watch.screen.contains("(run 1)  Kata 1: 2 of 3 passing · proving your test"))
        #expect(!watch.screen.contains("is green"))

        let proven = SpecResult(
            kata: 1, id: ProofLine.id, name: "Your test: catches 3 of 3 changes to f()", kind: .yourTest)
        #expect(watch.handle(.proved(1, proven)) == [.run(2)], "the kata is green, so watch mode seeks the next")
        #expect(watch.reports[1]?.isGreen == true)
    }

    @Test("A save during a proof makes its result stale: the new run's proof decides")
    func staleProof() {
        var watch = opened
        _ = watch.handle(.finished(awaitingProof(1)))
        #expect(watch.handle(.saved) == [.run(1)], "a run starts beside the proof")

        let proven = SpecResult(
            kata: 1, id: ProofLine.id, name: "Your test: catches 3 of 3 changes to f()", kind: .yourTest)
        #expect(watch.handle(.proved(1, proven)) == [])
        #expect(watch.reports[1]?.isGreen == false, "the proof was of the files before the save")

        #expect(watch.handle(.finished(awaitingProof(1))) == [.prove(1)])
        _ = watch.handle(.proved(1, proven))
        #expect(watch.reports[1]?.isGreen == true)
    }

    @Test("One proof at a time: a second waits for the first to end")
    func oneProofAtATime() {
        var watch = opened
        _ = watch.handle(.finished(awaitingProof(1)))
        _ = watch.handle(.key(UInt8(ascii: "n")))

        #expect(watch.handle(.finished(awaitingProof(2))) == [], "kata 1's proof is still in progress")
        let proven = SpecResult(
            kata: 1, id: ProofLine.id, name: "Your test: catches 1 of 1 changes to f()", kind: .yourTest)
        #expect(watch.handle(.proved(1, proven)) == [.prove(2)])
    }

    @Test("A kata that does not build says so in the status line, not 0 of 0, and its error wraps")
    func doesNotBuild() {
        var watch = opened
        let error =
            "katas/Kata1-Alpha/Sources/Alpha.swift:1:12: error: " + String(repeating: "cannot find it ", count: 9)
        _ = watch.handle(
            .finished(KataReport(kata: katas[0], results: [], changedFiles: [], problem: .doesNotBuild(error))))

        #expect(watch.screen.contains("\n(run 1)  Kata 1: does not build\n"))
        #expect(!watch.screen.contains("0 of 0"))
        #expect(watch.screen.contains("\n  katas/Kata1-Alpha/Sources/Alpha.swift:1:12: error: cannot find it "))
        #expect(watch.screen.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }

    @Test("The goal shows on a kata's first run, then on g")
    func goal() {
        var watch = opened
        _ = watch.handle(.finished(report(1)))
        #expect(watch.screen.contains("\nGoal: Make `Alpha` testable with a stand-in.\n"))

        _ = watch.handle(.saved)
        _ = watch.handle(.finished(report(1)))
        #expect(!watch.screen.contains("Goal:"))
        _ = watch.handle(.key(UInt8(ascii: "g")))
        #expect(watch.screen.contains("\nGoal: Make `Alpha` testable with a stand-in.\n"))
    }
}
