import Testing

@testable import KataCore

struct ListAndHintSpecs {
    let fixture: Fixture

    init() throws {
        fixture = try Fixture()
    }

    @Test("list shows each kata's number, singleton, technique, story and folder, and that none is judged yet")
    func list() {
        #expect(
            fixture.kata("list")
                == Fixture.Run(
                    status: 0,
                    output: """
                        Kata 1  AlphaSingleton → alpha injection  (not judged yet)
                                The AlphaSingleton is everywhere.
                                katas/Kata1-Alpha
                        Kata 2  BetaSingleton → beta injection  (not judged yet)
                                The BetaSingleton is everywhere.
                                katas/Kata2-Beta

                        """
                )
        )
    }

    @Test("list shows each kata's last judgement, in a later run of the command, while its files are the ones judged")
    func keptJudgement() throws {
        let green = Fixture.runner([SpecResult(kata: 1, id: "Spec/works()", name: "works")])
        let red = Fixture.runner([SpecResult(kata: 2, id: "Spec/works()", name: "works", failures: ["not yet"])])
        #expect(fixture.kata("1", runSpecs: green).status == 0)
        #expect(fixture.kata("2", runSpecs: red).status == 1)

        let judged = fixture.kata("list").output
        try fixture.write("let alpha = Alpha(injected)\n", to: "katas/Kata1-Alpha/Sources/Alpha.swift")
        let changed = fixture.kata("list").output

        #expect(judged.contains("Kata 1  AlphaSingleton → alpha injection  (green, 1 of 1)\n"))
        #expect(judged.contains("Kata 2  BetaSingleton → beta injection  (red, 0 of 1)\n"))
        #expect(changed.contains("Kata 1  AlphaSingleton → alpha injection  (changed since it was judged)\n"))
        let kept = try fixture.read("katas/Kata2-Beta/.judged/verdict")
        #expect(
            kept
                == "kata-judgement 1\nnot done\nKata 2 is not done: step 1 of 1 [inject] is still red, 0 of 1 passing\nred, 0 of 1\n"
        )
    }

    @Test("hint <n> shows the first hint and how to get the next")
    func firstHint() {
        #expect(
            fixture.kata("hint", "2")
                == Fixture.Run(
                    status: 0,
                    output: """
                        Kata 2, hint 1 of 2: a nudge

                        Look at Beta.

                        Next: swift run kata hint 2 2

                        """
                )
        )
    }

    @Test("A kata number may be written Kata1 or kata1", arguments: ["Kata1", "kata1", "KATA1"])
    func kataPrefix(argument: String) {
        #expect(fixture.kata("hint", argument) == fixture.kata("hint", "1"))
    }

    @Test("hint <n> <last level> says it was the last and points at the solution")
    func lastHint() {
        #expect(
            fixture.kata("hint", "1", "2")
                == Fixture.Run(
                    status: 0,
                    output: """
                        Kata 1, hint 2 of 2: a bigger hint

                        Inject Alpha.

                        That was the last hint. The solution: swift run kata diff 1

                        """
                )
        )
    }
}
