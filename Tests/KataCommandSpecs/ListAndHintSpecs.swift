import Testing

@testable import KataCore

struct ListAndHintSpecs {
    let fixture: Fixture

    init() throws {
        fixture = try Fixture()
    }

    @Test("list shows each kata's number, singleton, technique, story and folder")
    func list() {
        #expect(
            fixture.kata("list")
                == Fixture.Run(
                    status: 0,
                    output: """
                        Kata 1  AlphaSingleton → alpha injection
                                The AlphaSingleton is everywhere.
                                katas/Kata1-Alpha
                        Kata 2  BetaSingleton → beta injection
                                The BetaSingleton is everywhere.
                                katas/Kata2-Beta

                        """
                )
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
