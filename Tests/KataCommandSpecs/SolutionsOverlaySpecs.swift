import Foundation
import Testing

@testable import KataCommand
@testable import KataCore

/// `KATA_SOLUTIONS=1` over a learner's own changes says in one line what the solution lays over, and how to compare.
struct SolutionsOverlaySpecs {
    let fixture: Fixture

    init() throws {
        fixture = try Fixture(git: true)
    }

    var solutions: [String: String] { ["KATA_SOLUTIONS": "1"] }

    @Test("With the learner's files changed, the run says which the solution replaces and which it builds beside")
    func changedFiles() throws {
        try fixture.write("let alpha = Alpha(mine)\n", to: "katas/Kata1-Alpha/Sources/Alpha.swift")
        try fixture.write("let screen = alpha\n", to: "katas/Kata1-Alpha/Sources/Screen.swift")
        let passing = SpecResult(kata: 1, id: "Spec/works()", name: "works", failures: [])

        let run = fixture.kata(["1"], environment: solutions, runSpecs: Fixture.runner([passing]))

        // The line is one, wrapped to the terminal's width.
        #expect(
            run.output.replacingOccurrences(of: "\n", with: " ").contains(
                "ⓘ KATA_SOLUTIONS=1 lays Kata 1's solution over your changes: it takes the place of your "
                    + "Sources/Alpha.swift and builds beside your Sources/Screen.swift; to compare yours with it "
                    + "instead: swift run kata diff 1"),
            "\(run.output)")
        #expect(run.status == 0, "the solution is judged anyway:\n\(run.output)")
    }

    @Test("A build that fails on the learner's file comes after that line, never alone")
    func failingBuild() throws {
        try fixture.write("let screen = mine\n", to: "katas/Kata1-Alpha/Sources/Screen.swift")
        let kata = try Kata.all(in: fixture.root)[0]
        var report = KataReport(
            kata: kata, results: [], changedFiles: [],
            problem: .doesNotBuild("katas/Kata1-Alpha/Sources/Screen.swift:1:14: error: cannot find 'mine' in scope"))
        report.overlaid = kata.overlaidChanges(in: fixture.root, settings: .given(solutions))
        let lines = report.text.split(separator: "\n").map(String.init)

        let overlay = try #require(lines.firstIndex { $0.hasPrefix("ⓘ KATA_SOLUTIONS=1") })
        let failure = try #require(lines.firstIndex { $0.hasPrefix("✘ Kata 1 does not build") })
        #expect(overlay < failure)
        #expect(lines[overlay..<failure].joined(separator: " ").contains("builds beside your Sources/Screen.swift"))
    }

    @Test("Without changes of the learner's, there is no such line")
    func unchanged() {
        let run = fixture.kata(["1"], environment: solutions)
        #expect(!run.output.contains("KATA_SOLUTIONS=1 lays"), "\(run.output)")
    }
}
