import Foundation
import Testing

@testable import KataCommand
@testable import KataCore

/// A kata whose `kata.json`, or a file it must keep, is gone or damaged says so in one line, with how to get it back;
/// the other katas keep working.
struct DamagedKataSpecs {
    let fixture: Fixture

    init() throws {
        fixture = try Fixture(git: true)
    }

    /// The line for Kata 1 of the fixture when its `kata.json` is `state`.
    private func unreadable(_ state: String) -> String {
        "kata: katas/Kata1-Alpha/kata.json is \(state); get it back with: git checkout -- katas/Kata1-Alpha/kata.json "
            + "(or swift run kata reset 1)\n"
    }

    @Test("A damaged kata.json stops a command about its kata in one line, and not one about another kata")
    func damagedFacts() throws {
        try fixture.write("{\"singleton\": ", to: "katas/Kata1-Alpha/kata.json")

        #expect(
            fixture.kata("hint", "1")
                == Fixture.Run(status: 1, errors: unreadable("damaged: it no longer reads as the kata's facts")))
        let other = fixture.kata("hint", "2")
        #expect(other.status == 0 && other.errors.isEmpty)
        #expect(other.output.hasPrefix("Kata 2, hint 1 of 2: a nudge"))
    }

    @Test("A command about every kata goes on without one whose kata.json is missing, and says so")
    func missingFacts() throws {
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("katas/Kata1-Alpha/kata.json"))
        let green = Fixture.runner([SpecResult(kata: 2, id: "BetaSpecs/one()", name: "one")])

        let list = fixture.kata("list")
        let status = fixture.kata("status", runSpecs: green)

        #expect(list.status == 0)
        #expect(list.errors == unreadable("missing"))
        #expect(list.output.hasPrefix("Kata 2  BetaSingleton → beta injection  (not judged yet)\n"))
        #expect(status.errors == unreadable("missing"))
        #expect(status.output.contains("2     BetaSingleton  1 of 1         green\n"))
        #expect(
            status.output.hasSuffix(
                "1 of 2 katas green. Next: get back katas/Kata1-Alpha/kata.json, as said above.\n"))
    }

    @Test("A folder a pull renamed away, with only the kept judgement left in it, is no kata")
    func leftBehindByARename() throws {
        try fixture.write("{}", to: "katas/Kata3-Renamed/.judged/record.json")

        let list = fixture.kata("list")

        #expect(list.status == 0 && list.errors.isEmpty, "\(list.errors)")
        #expect(!list.output.contains("Kata 3"))
    }

    @Test("reset puts back a kata whose kata.json is missing")
    func resetPutsItBack() throws {
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("katas/Kata1-Alpha/kata.json"))

        let reset = fixture.kata("reset", "1")

        #expect(reset.status == 0, "\(reset.errors)")
        #expect(fixture.kata("hint", "1").status == 0)
    }

    @Test("A kata that lacks a file it must keep is not built: its report names the file and how to get it back")
    func missingSpecFile() throws {
        try FileManager.default.removeItem(
            at: fixture.root.appendingPathComponent("katas/Kata1-Alpha/Tests/Spec.swift"))
        // The compiler would only say that what the file declared cannot be found.
        let runner: SpecRunner = { _, folders, _ in
            if folders.contains("Kata1-Alpha") { throw BuildFailure("error: cannot find type 'AlphaStub' in scope") }
            return [SpecResult(kata: 2, id: "BetaSpecs/one()", name: "one")]
        }
        let line =
            "✘ katas/Kata1-Alpha/Tests/Spec.swift, a file Kata 1 must keep, is missing, so no spec ran; get it back "
            + "with: git checkout -- katas/Kata1-Alpha/Tests/Spec.swift"

        let watch = fixture.kata(["watch", "1"], runSpecs: runner)
        let status = fixture.kata(["status"], runSpecs: runner)

        #expect(watch.status == 1)
        #expect(watch.output.replacingOccurrences(of: "\n", with: " ").contains(line), "\(watch.output)")
        #expect(status.status == 0)
        #expect(status.output.contains("1     AlphaSingleton  0 of 0         a file it must keep is missing\n"))
        #expect(status.output.contains("2     BetaSingleton   1 of 1         green\n"))
        #expect(status.output.contains("Kata 1: \(line)\n"))
    }
}
