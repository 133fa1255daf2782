import Foundation
import Testing

@testable import KataCommand
@testable import KataCore

/// `status` while the learner saves: a save during a run makes one more run, and a file that keeps changing is named,
/// never blamed on the learner's code.
struct SaveDuringStatusSpecs {
    let fixture: Fixture

    init() throws {
        fixture = try Fixture()
    }

    @Test("A save during status's build runs the specs once more, and the table shows the second run")
    func saveDuringTheBuild() {
        let runs = Counter()
        let file = fixture.root.appendingPathComponent("katas/Kata1-Alpha/Sources/Alpha.swift")
        let run = fixture.kata("status") { _, _, _ in
            runs.count += 1
            guard runs.count > 1 else {
                // 1️⃣ the editor writes the file while the compiler reads it
                try? Data("let alpha = Alpha(\n".utf8).write(to: file)
                throw BuildFailure("katas/Kata1-Alpha/Sources/Alpha.swift:1:19: error: expected expression")
            }
            return [SpecResult(kata: 1, id: "Spec/works()", name: "works")]
        }

        #expect(runs.count == 2)
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(run.output.contains("1     AlphaSingleton  1 of 1"))
    }

    @Test("A file that changes during both runs is named, with how to get a result, not as a build failure")
    func fileThatKeepsChanging() {
        let runs = Counter()
        let file = fixture.root.appendingPathComponent("katas/Kata2-Beta/Sources/Beta.swift")
        let run = fixture.kata("status") { _, _, _ in
            runs.count += 1
            try? Data("let beta = \(runs.count)\n".utf8).write(to: file)
            throw BuildFailure("katas/Kata2-Beta/Sources/Beta.swift:1:1: error: expected expression")
        }

        #expect(runs.count == 2)
        #expect(
            run
                == Fixture.Run(
                    status: 1,
                    errors: "kata: katas/Kata2-Beta/Sources/Beta.swift changed during both runs of the specs, so "
                        + "neither result holds; save it once, wait until it stops changing, then run kata status "
                        + "again\n"))
    }

    /// How many times the stand-in for SwiftPM ran.
    private final class Counter: @unchecked Sendable {
        var count = 0
    }
}
