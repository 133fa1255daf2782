import Foundation
import Testing

@testable import KataCommand
@testable import KataCore
@testable import KataProof

/// Every Swift file a learner writes is judged, at any depth under `Sources/` and `Tests/` as SwiftPM builds them,
/// and the kata's `kata.json` stays as the repository the learner cloned has it.
struct LearnerFilesSpecs {
    @Test("The Swift files under a folder are listed at any depth; hidden files and folders are not")
    func anyDepth() throws {
        let fixture = try Fixture()
        try fixture.write("let hook = 1\n", to: "katas/Kata1-Alpha/Sources/Hooks/Deep/Hook.swift")
        try fixture.write("let swap = 1\n", to: "katas/Kata1-Alpha/Sources/.Backup/Swap.swift")
        try fixture.write("let swap = 1\n", to: "katas/Kata1-Alpha/Sources/.Alpha.swift")

        let listed = FileManager.default.swiftFiles(
            under: "Sources", of: fixture.root.appendingPathComponent("katas/Kata1-Alpha"))

        #expect(listed == ["Sources/Alpha.swift", "Sources/Hooks/Deep/Hook.swift"])
    }

    @Test("A shared rule over Sources/*.swift reads a file in a subfolder, the kata's and the solution's")
    func ruleInASubfolder() throws {
        let fixture = try Fixture()
        var facts = try KataFacts.read(from: fixture.root.appendingPathComponent("katas/Kata1-Alpha"))
        facts.sharedRules = ["no-static-state": "inject"]
        try fixture.write(
            String(decoding: try JSONEncoder().encode(facts), as: UTF8.self), to: "katas/Kata1-Alpha/kata.json")
        try fixture.write(
            "enum Hooks {\n    static var alpha = 0\n}\n", to: "solutions/Kata1-Alpha/Sources/Hooks/Hooks.swift")

        let learner = SourceRule.check(["Kata1-Alpha"], root: fixture.root, solutions: false)
        let solved = SourceRule.check(["Kata1-Alpha"], root: fixture.root, solutions: true)

        let hook = "Sources/Hooks/Hooks.swift:2 breaks it: static var alpha = 0"
        #expect(!learner.flatMap(\.failures).contains(hook))
        #expect(solved.flatMap(\.failures).contains(hook))
    }

    @Test("The proof's copy of a kata holds its files at any depth, the solution's laid over")
    func proofCopy() throws {
        let fixture = try Fixture()
        try fixture.write("struct Spy {}\n", to: "solutions/Kata1-Alpha/Tests/Doubles/Spy.swift")
        let kata = try #require(Kata.all(in: fixture.root).first)

        let files = try kata.files(in: fixture.root, solutions: true)

        #expect(files.keys.sorted() == ["Sources/Alpha.swift", "Tests/Doubles/Spy.swift", "Tests/Spec.swift"])
    }

    @Test("diff <n> shows a file the learner added in a subfolder against nothing")
    func diffOfAnAddedFile() throws {
        let fixture = try Fixture()
        try fixture.write("let beta = Beta(injected)\n", to: "katas/Kata2-Beta/Sources/Beta.swift")
        try fixture.write("struct Spy {}\n", to: "katas/Kata2-Beta/Tests/Doubles/Spy.swift")

        let run = fixture.kata("diff", "2")

        #expect(run.status == 0)
        #expect(run.output.contains("Sources/: the same as the solution's.\n"))
        #expect(run.output.contains("--- a/katas/Kata2-Beta/Tests/Doubles/Spy.swift\n+++ /dev/null\n"))
        #expect(run.output.contains("-struct Spy {}\n"))
    }

    @Test("A kata whose kata.json differs from the one cloned is not green, and the report says kata.json changed")
    func changedFacts() throws {
        let fixture = try Fixture(git: true)
        let green = Fixture.runner([SpecResult(kata: 1, id: "AlphaSpecs/one()", name: "one")])
        #expect(fixture.kata("status", runSpecs: green).output.contains("1 of 2 katas green"))
        var facts = try KataFacts.read(from: fixture.root.appendingPathComponent("katas/Kata1-Alpha"))
        facts.steps = []
        try fixture.write(
            String(decoding: try JSONEncoder().encode(facts), as: UTF8.self), to: "katas/Kata1-Alpha/kata.json")
        // Committed or not, it is compared with the repository cloned.
        try fixture.git("commit", "--quiet", "-am", "Fewer steps")

        let run = fixture.kata("status", runSpecs: green)

        #expect(run.output.contains("not counted: a file it must keep changed"))
        #expect(
            run.output.contains(
                "Kata 1: ✘ katas/Kata1-Alpha/kata.json changed, but it must stay as the repository you cloned has it"))
        #expect(run.output.contains("git checkout origin/HEAD -- katas/Kata1-Alpha/kata.json"))
        #expect(run.output.contains("0 of 2 katas green"))
    }
}
