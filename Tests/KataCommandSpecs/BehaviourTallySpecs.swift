import Testing

@testable import KataCommand
@testable import KataCore
@testable import KataProof

/// How a proof names the behaviours a learner's test pins, and those it leaves out.
struct BehaviourTallySpecs {
    typealias Behaviour = KataFacts.YourTest.Behaviour

    let login = Behaviour(
        id: "no-one-logged-in", rule: "with no one logged in, trips(of:) throws",
        broken: "no one is logged in and trips(of:) answers", changes: [.noThrow])
    let friend = Behaviour(
        id: "a-friend-sees-the-trips", rule: "a friend gets the trips", broken: "a friend gets none",
        changes: [.conditionFalse, .deleted])
    let uploads = Behaviour(
        id: "uploads", rule: "an upload is signed", broken: "an upload is not signed", changes: [.deleted],
        in: ["upload("])

    let wording = ProofWording(nil)

    func mutant(_ kind: ChangeKind, within: String = "trips(of", line: Int = 7) -> Mutant {
        Mutant(
            file: "Sources/TripService.swift", line: line, within: within, kind: kind, change: "with \(kind.rawValue)",
            range: 0..<0, replacement: "")
    }

    @Test("A behaviour is pinned when every change that breaks it was caught, and named when one was not")
    func namesWhatSurvived() {
        let tried = [mutant(.noThrow), mutant(.conditionFalse), mutant(.deleted, line: 9), mutant(.comparison)]

        let all = BehaviourTally([login, friend], tried: tried, survivors: [])
        let short = BehaviourTally(
            [login, friend], tried: tried, survivors: [mutant(.deleted, line: 9), mutant(.comparison)])

        #expect(wording.summary(of: all) == " · pins 2 of 2 behaviours")
        #expect(wording.summary(of: short) == " · pins 1 of 2 behaviours")
        #expect(
            wording.failures(of: short) == [
                "Your tests never notice when a friend gets none: they still pass with deleted (Sources/TripService.swift:9). Pin that a friend gets the trips (README step [your-test])."
            ])
        #expect(
            short.unnamed == [ProofVerdict.Survivor(mutant(.comparison))],
            "a change no behaviour names is shown as it is")
        #expect((all.pinned, short.pinned, short.checked.count) == (2, 1, 2))
        #expect(
            short.unpinned.map(\.behaviour.id) == ["a-friend-sees-the-trips"],
            "the behaviour the survivor counts against")
    }

    @Test("Two changes that break one behaviour and survive are named once, the first shown, the other counted")
    func countsMoreSurvivors() {
        let tried = [mutant(.conditionFalse), mutant(.deleted, line: 9)]
        let tally = BehaviourTally([friend], tried: tried, survivors: tried)

        #expect(
            wording.failures(of: tally) == [
                "Your tests never notice when a friend gets none: they still pass with condition-false (Sources/TripService.swift:7), and 1 more such change. Pin that a friend gets the trips (README step [your-test])."
            ])
    }

    @Test("A behaviour no change could reach in the learner's code is not checked, and counts neither way")
    func notChecked() {
        let tally = BehaviourTally([login, uploads], tried: [mutant(.noThrow), mutant(.deleted)], survivors: [])

        #expect(wording.summary(of: tally) == " · pins 1 of 1 behaviour; not checked in your code: an upload is signed")
        #expect(
            wording.summary(of: BehaviourTally([], tried: [mutant(.deleted)], survivors: [])) == "",
            "a kata with none says nothing")
    }
}
