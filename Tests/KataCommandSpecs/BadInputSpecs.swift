import Foundation
import Testing

@testable import KataCommand
@testable import KataCore

/// Every kind of bad input gets one line on standard error that says what to do instead, and exit status 2.
struct BadInputSpecs {
    let fixture: Fixture

    init() throws {
        fixture = try Fixture()
    }

    @Test(
        "Bad input is refused in one line",
        arguments: [
            (["frobnicate"], "there is no command 'frobnicate'; run 'swift run kata help' to see the commands"),
            (
                ["help", "frobnicate"],
                "there is no command 'frobnicate'; run 'swift run kata help' to see the commands"
            ),
            (["hint"], "hint needs a kata number; for example: swift run kata hint 1"),
            (["hint", "9"], "there is no kata '9'; the katas are numbered 1 to 2 (swift run kata list)"),
            (["hint", "one"], "there is no kata 'one'; the katas are numbered 1 to 2 (swift run kata list)"),
            (["hint", "1", "3"], "kata 1 has hints 1 to 2; start with: swift run kata hint 1 1"),
            (["hint", "1", "0"], "kata 1 has hints 1 to 2; start with: swift run kata hint 1 1"),
            (["hint", "Kata9"], "there is no kata 'Kata9'; the katas are numbered 1 to 2 (swift run kata list)"),
            (["watch", "3"], "there is no kata '3'; the katas are numbered 1 to 2 (swift run kata list)"),
            (["watch", "1", "2"], "watch does not take '2'; usage: swift run kata watch [<n>]"),
            (["watch", "--once"], "watch has no option '--once'; run 'swift run kata help watch' to see its usage"),
            (["hint", "1", "2", "3"], "hint does not take '3'; usage: swift run kata hint <n> [<level>]"),
            (["diff"], "diff needs a kata number; for example: swift run kata diff 1"),
            (["list", "all"], "list does not take 'all'; usage: swift run kata list"),
            (
                ["status", "--verbose"],
                "status has no option '--verbose'; run 'swift run kata help status' to see its usage"
            ),
            (["reset"], "reset needs a kata number; for example: swift run kata reset 1"),
            (["reset", "7"], "there is no kata '7'; the katas are numbered 1 to 2 (swift run kata list)"),
            (
                ["solutions-branch", "now"],
                "solutions-branch does not take 'now'; usage: swift run kata solutions-branch"
            ),
        ]
    )
    func refused(arguments: [String], message: String) {
        #expect(fixture.kata(arguments) == Fixture.Run(status: 2, errors: "kata: \(message)\n"))
    }

    @Test(
        "A KATA_TIMEOUT that is not a whole number of seconds from 1 to 3600 stops a command that runs specs",
        arguments: ["watch 1", "status"], ["abc", "-5", "0", "1e9", "3601", " 5"])
    func badTimeLimit(command: String, value: String) {
        let run = fixture.kata(
            command.split(separator: " ").map(String.init), environment: ["KATA_TIMEOUT": value],
            runSpecs: Fixture.runner([SpecResult(kata: 1, id: "Spec/works()", name: "works")]))

        #expect(
            run
                == Fixture.Run(
                    status: 2,
                    errors: "kata: KATA_TIMEOUT is '\(value)', but it takes a whole number of seconds from 1 to 3600 "
                        + "(60 when unset); for example: KATA_TIMEOUT=120 swift run kata\n"))
    }

    @Test("KATA_TIMEOUT sets the time limit in seconds, 60 when unset or empty; a command that runs no spec ignores it")
    func timeLimit() throws {
        #expect(try SpecTimeLimit.seconds(in: [:]) == 60)
        #expect(try SpecTimeLimit.seconds(in: ["KATA_TIMEOUT": ""]) == 60)
        #expect(try SpecTimeLimit.seconds(in: ["KATA_TIMEOUT": "1"]) == 1)
        #expect(try SpecTimeLimit.seconds(in: ["KATA_TIMEOUT": "3600"]) == 3600)
        #expect(fixture.kata(["status"], environment: ["KATA_TIMEOUT": "120"]).status == 0)
        #expect(fixture.kata(["list"], environment: ["KATA_TIMEOUT": "abc"]).status == 0)
    }

    @Test("Outside the repository, every command but help is refused")
    func outsideTheRepository() {
        var errors = ""
        let status = KataTool.main(
            ["list"],
            in: URL(fileURLWithPath: "/"),
            console: Console(write: { _ in }, writeError: { errors += $0 }),
            settings: .given([:])
        )

        #expect(status == 2)
        #expect(
            errors == "kata: this is not the katas repository; cd into the folder that holds Package.swift and katas/\n"
        )
    }

    @Test(
        "Without git, reset and solutions-branch say how to get a repository",
        arguments: ["reset 1", "solutions-branch"])
    func withoutGit(command: String) {
        let name = command.split(separator: " ")[0]

        #expect(
            fixture.kata(command.split(separator: " ").map(String.init))
                == Fixture.Run(
                    status: 2,
                    errors: """
                        kata: \(name) needs the katas in a git repository with a commit; clone the repository with git, \
                        or run: git init && git add -A && git commit -m Start

                        """
                )
        )
        #expect(throws: Never.self) { try fixture.read("katas/Kata1-Alpha/Sources/Alpha.swift") }
    }
}
