import Foundation
import Testing

@testable import KataCommand

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

    @Test("status shows each kata's passing specs, red or green, safety nets, and what to do next")
    func status() {
        let xunit = """
            <testsuites><testsuite name="TestResults" tests="3" failures="1">
              <testcase classname="Kata1Specs.AlphaSpecs" name="one()" time="0.1" />
              <testcase classname="Kata1Specs.AlphaSpecs" name="two(n:)" time="0.1" />
              <testcase classname="Kata2Specs.BetaSpecs" name="three()" time="0.1" >
                <failure message="Expectation failed" />
              </testcase>
              <testcase classname="Kata2Specs.BetaSpecs" name="four()" time="0.1" />
            </testsuite></testsuites>
            """
        var progress: [String] = []
        var errors = ""
        let status = KataTool.main(
            ["status"],
            in: fixture.root,
            console: Console(write: { progress.append($0) }, writeError: { errors += $0 }),
            environment: [:],
            runSpecs: { _, progress in
                progress("Building the katas…")
                return xunit
            }
        )

        #expect(status == 0)
        #expect(errors == "Building the katas…\n")
        #expect(
            progress.joined() == """
                Kata  Singleton       Specs passing  State
                1     AlphaSingleton  2 of 2         green
                2     BetaSingleton   1 of 2         red
                (A red kata's passing specs are its safety nets: see its README's Specs table.)

                1 of 2 katas green. Next: swift test --filter Kata2 (katas/Kata2-Beta/README.md)

                """
        )
    }

    @Test("With KATA_SOLUTIONS=1, status says it shows the reference solutions")
    func statusOfTheSolutions() {
        var output = ""
        _ = KataTool.main(
            ["status"],
            in: fixture.root,
            console: Console(write: { output += $0 }, writeError: { _ in }),
            environment: ["KATA_SOLUTIONS": "1"],
            runSpecs: { _, _ in "" }
        )

        #expect(output.hasPrefix("These are the reference solutions (KATA_SOLUTIONS=1), not your katas.\n\n"))
    }

    @Test("status says when the specs could not run")
    func statusWhenTheBuildFails() {
        let run = fixture.kata("status") { _, _ in
            throw KataError(
                "the katas do not build, so no spec ran; fix this first: error: cannot find 'x' in scope", status: 1)
        }

        #expect(
            run
                == Fixture.Run(
                    status: 1,
                    errors:
                        "kata: the katas do not build, so no spec ran; fix this first: error: cannot find 'x' in scope\n"
                ))
    }
}
