import Testing

struct HelpSpecs {
    let fixture: Fixture

    init() throws {
        fixture = try Fixture()
    }

    @Test("help lists every command with its abstract")
    func listsCommands() {
        let run = fixture.kata("help")

        #expect(run.status == 0)
        #expect(
            run.output == """
                OVERVIEW: Chores around the singleton katas: list them, see where you stand, get a hint, compare, start over.

                USAGE: swift run kata [<command> [<arguments>]]    (no command: watch)

                COMMANDS:
                  watch [<n>]         Reruns a kata's specs on every save, with its progress, its failures and hints on a key.
                  list                Lists every kata with its singleton, technique, story and last verdict.
                  status              Runs the katas' specs and shows, for each kata, how many pass.
                  hint <n> [<level>]  Shows a kata's hints one layer at a time: a nudge, the idea, nearly the code.
                  diff <n>            Shows your work on a kata against its reference solution.
                  reset <n>           Saves your attempt at a kata on a branch, then puts the kata back to its starting state.
                  solutions-branch    Makes a local git branch 'solutions' in which every kata is replaced by its solution.
                  help [<command>]    Shows this help, or a command's.

                See 'swift run kata help <command>' for a command's arguments.

                """
        )
    }

    @Test("With --help or -h, kata prints the same help", arguments: [["--help"], ["-h"]])
    func helpWithoutCommand(arguments: [String]) {
        #expect(fixture.kata(arguments) == Fixture.Run(status: 0, output: fixture.kata("help").output))
    }

    @Test(
        "help <command> and <command> --help print the command's page",
        arguments: [["help", "hint"], ["hint", "--help"]])
    func commandHelp(arguments: [String]) {
        let run = fixture.kata(arguments)

        #expect(
            run
                == Fixture.Run(
                    status: 0,
                    output: """
                        OVERVIEW: Shows a kata's hints one layer at a time: a nudge, the idea, nearly the code.

                        USAGE: swift run kata hint <n> [<level>]

                        ARGUMENTS:
                          <n>         The kata's number.
                          <level>     Which hint: 1 a nudge, 2 the idea, 3 nearly the code. (default: 1)

                        The hints are the ones in the kata's HINTS.md. In watch mode, h shows the next one.

                        """
                )
        )
    }
}
