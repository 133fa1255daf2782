import Foundation
import Testing

@testable import KataCommand
@testable import KataCore

struct DiffAndStatusSpecs {
    let fixture: Fixture

    init() throws {
        fixture = try Fixture()
    }

    @Test("diff <n> shows the learner's code against the solution's")
    func diff() {
        #expect(
            fixture.kata("diff", "1")
                == Fixture.Run(
                    status: 0,
                    output: """
                        Kata 1: - your code (katas/Kata1-Alpha), + the solution (solutions/Kata1-Alpha)

                        diff --git a/katas/Kata1-Alpha/Sources/Alpha.swift b/solutions/Kata1-Alpha/Sources/Alpha.swift
                        index b991e46..babf0a6 100644
                        --- a/katas/Kata1-Alpha/Sources/Alpha.swift
                        +++ b/solutions/Kata1-Alpha/Sources/Alpha.swift
                        @@ -1 +1 @@
                        -let alpha = AlphaSingleton.shared
                        +let alpha = Alpha(injected)
                        Tests/: the same as the solution's.

                        """
                )
        )
    }

    @Test("diff <n> says which parts match the solution")
    func diffWhenSolved() throws {
        try fixture.write("let beta = Beta(injected)\n", to: "katas/Kata2-Beta/Sources/Beta.swift")

        #expect(
            fixture.kata("diff", "2")
                == Fixture.Run(
                    status: 0,
                    output: """
                        Kata 2: - your code (katas/Kata2-Beta), + the solution (solutions/Kata2-Beta)

                        Sources/: the same as the solution's.
                        Tests/: the same as the solution's.

                        """
                )
        )
    }

    @Test("status shows each kata's passing specs, red or green, safety nets, and what to do next, and no progress")
    func status() {
        let results = [
            SpecResult(kata: 1, id: "AlphaSpecs/one()", name: "one"),
            SpecResult(kata: 1, id: "AlphaSpecs/two(n:)", name: "two"),
            SpecResult(kata: 2, id: "BetaSpecs/three()", name: "three", failures: ["Expectation failed"]),
            SpecResult(kata: 2, id: "BetaSpecs/four()", name: "four"),
        ]
        var output = ""
        var errors = ""
        let status = KataTool.main(
            ["status"],
            in: fixture.root,
            console: Console(write: { output += $0 }, writeError: { errors += $0 }),
            settings: .given([:]),
            runSpecs: { root, folders, progress in
                progress("Building Kata1, Kata2…")
                return try Fixture.runner(results)(root, folders, progress)
            }
        )

        #expect(status == 0)
        #expect(errors == "", "without a terminal, progress lines come before the table")
        #expect(
            output == """
                Kata  Singleton       Specs passing  State
                1     AlphaSingleton  2 of 2         green
                2     BetaSingleton   1 of 2         red
                (A red kata's passing specs are its safety nets: see its README's Specs table.)

                1 of 2 katas green. Next: swift run kata watch 2 (katas/Kata2-Beta/README.md)

                """
        )
    }

    @Test("In a terminal, status shows its progress on one line that updates, and clears it before the table")
    func statusInATerminal() {
        var errors = ""
        _ = KataTool.main(
            ["status"], in: fixture.root, console: Console(write: { _ in }, writeError: { errors += $0 }),
            settings: .given([:]),
            runSpecs: { _, _, progress in
                progress("Building Kata1, Kata2…")
                progress("  [1/9] Compiling Kata1 Alpha.swift")
                return []
            },
            interactive: true)

        #expect(errors == "\r\u{1B}[KBuilding Kata1, Kata2…\r\u{1B}[K[1/9] Compiling Kata1 Alpha.swift\r\u{1B}[K")
    }

    @Test("status does not count a kata green while a file it must keep is changed, and says which")
    func statusWithAChangedSpec() throws {
        try fixture.write("let spec = false || true\n", to: "katas/Kata1-Alpha/Tests/Spec.swift")

        let run = fixture.kata(
            "status", runSpecs: Fixture.runner([SpecResult(kata: 1, id: "AlphaSpecs/one()", name: "one")]))

        #expect(run.output.contains("1     AlphaSingleton  1 of 1         not counted: a file it must keep changed\n"))
        #expect(
            run.output.contains(
                "Kata 1: ✘ Tests/Spec.swift changed, but it must stay as it is: see Constraints in "
                    + "katas/Kata1-Alpha/README.md. Undo the change (swift run kata diff 1 shows it).\n"))
        #expect(run.output.contains("0 of 2 katas green. Next: swift run kata watch 1"))
    }

    @Test("With KATA_SOLUTIONS=1, status says it shows the reference solutions")
    func statusOfTheSolutions() {
        var output = ""
        _ = KataTool.main(
            ["status"],
            in: fixture.root,
            console: Console(write: { output += $0 }, writeError: { _ in }),
            settings: .given(["KATA_SOLUTIONS": "1"]),
            runSpecs: { _, _, _ in [] }
        )

        #expect(output.hasPrefix("These are the reference solutions (KATA_SOLUTIONS=1), not your katas.\n\n"))
    }

    @Test("status says when the specs could not run")
    func statusWhenTheBuildFails() {
        let run = fixture.kata("status") { _, _, _ in
            throw BuildFailure("katas/Kata1-Alpha/Sources/Alpha.swift:1:13: error: cannot find 'x' in scope")
        }

        #expect(
            run
                == Fixture.Run(
                    status: 1,
                    errors: "kata: the katas do not build, so no spec ran; fix this first: "
                        + "katas/Kata1-Alpha/Sources/Alpha.swift:1:13: error: cannot find 'x' in scope\n"
                ))
    }
}
