import Foundation
import Testing

@testable import KataCore

/// `reset` and `solutions-branch`, on a clone of a scratch repository: the learner's work always survives.
struct GitSpecs {
    let fixture: Fixture

    init() throws {
        fixture = try Fixture(git: true)
    }

    @Test("reset saves the attempt on a branch, then puts the kata back to its start")
    func reset() throws {
        // 1️⃣ an attempt: one file changed and committed, one changed and not, one new and untracked
        try fixture.write("let alpha = Alpha(committed)\n", to: "katas/Kata1-Alpha/Sources/Alpha.swift")
        try fixture.git("commit", "--quiet", "-am", "Attempt")
        try fixture.write("let spec = false\n", to: "katas/Kata1-Alpha/Tests/Spec.swift")
        try fixture.write("struct Stub {}\n", to: "katas/Kata1-Alpha/Tests/Stub.swift")

        // 2️⃣
        let run = fixture.kata("reset", "1")

        // 3️⃣
        #expect(
            run
                == Fixture.Run(
                    status: 0,
                    output: """
                        Saved your attempt at kata 1 on branch attempts/kata1-1.
                        Kata 1 is back at its starting state, as in the repository you cloned (origin/HEAD).
                        To get your attempt back: git restore --source attempts/kata1-1 --worktree -- katas/Kata1-Alpha

                        """
                )
        )
        #expect(try fixture.read("katas/Kata1-Alpha/Sources/Alpha.swift") == "let alpha = AlphaSingleton.shared\n")
        #expect(try fixture.read("katas/Kata1-Alpha/Tests/Spec.swift") == "let spec = true\n")
        #expect(
            !FileManager.default.fileExists(
                atPath: fixture.root.appendingPathComponent("katas/Kata1-Alpha/Tests/Stub.swift").path))
        #expect(
            try fixture.git("show", "attempts/kata1-1:katas/Kata1-Alpha/Sources/Alpha.swift")
                == "let alpha = Alpha(committed)\n")
        #expect(try fixture.git("show", "attempts/kata1-1:katas/Kata1-Alpha/Tests/Spec.swift") == "let spec = false\n")
        #expect(try fixture.git("show", "attempts/kata1-1:katas/Kata1-Alpha/Tests/Stub.swift") == "struct Stub {}\n")
    }

    @Test("The command reset prints gets the attempt back")
    func resetIsReversible() throws {
        try fixture.write("let alpha = Alpha(mine)\n", to: "katas/Kata1-Alpha/Sources/Alpha.swift")
        _ = fixture.kata("reset", "1")

        try fixture.git("restore", "--source", "attempts/kata1-1", "--worktree", "--", "katas/Kata1-Alpha")

        #expect(try fixture.read("katas/Kata1-Alpha/Sources/Alpha.swift") == "let alpha = Alpha(mine)\n")
    }

    @Test("reset of a kata at its start saves nothing; a second attempt gets a branch of its own")
    func resetTwice() throws {
        #expect(
            fixture.kata("reset", "2")
                == Fixture.Run(
                    status: 0, output: "Kata 2 is already at its starting state; there was nothing to save.\n")
        )
        try fixture.write("let beta = 1\n", to: "katas/Kata2-Beta/Sources/Beta.swift")
        _ = fixture.kata("reset", "2")
        try fixture.write("let beta = 2\n", to: "katas/Kata2-Beta/Sources/Beta.swift")

        #expect(
            fixture.kata("reset", "2").output.hasPrefix("Saved your attempt at kata 2 on branch attempts/kata2-2.\n"))
        #expect(try fixture.git("show", "attempts/kata2-1:katas/Kata2-Beta/Sources/Beta.swift") == "let beta = 1\n")
        #expect(try fixture.git("show", "attempts/kata2-2:katas/Kata2-Beta/Sources/Beta.swift") == "let beta = 2\n")
    }

    @Test("solutions-branch makes a branch with every kata solved, leaving the working tree alone")
    func solutionsBranch() throws {
        try fixture.write("let alpha = Alpha(work in progress)\n", to: "katas/Kata1-Alpha/Sources/Alpha.swift")
        let head = try fixture.git("rev-parse", "--short", "HEAD").trimmingCharacters(in: .newlines)

        #expect(
            fixture.kata("solutions-branch")
                == Fixture.Run(
                    status: 0,
                    output: """
                        Made branch 'solutions' from HEAD (\(head)): every kata in it is replaced by its solution.
                        Compare a kata with its solution: git diff solutions -- katas/Kata1-Alpha/Sources
                        (- the solution's lines, + yours; the -- is needed, as a folder is named solutions too)

                        """
                )
        )
        #expect(
            try fixture.git("show", "solutions:katas/Kata1-Alpha/Sources/Alpha.swift")
                == "let alpha = Alpha(injected)\n")
        #expect(try fixture.git("show", "solutions:katas/Kata2-Beta/README.md") == "Solved.\n")
        #expect(try fixture.read("katas/Kata1-Alpha/Sources/Alpha.swift") == "let alpha = Alpha(work in progress)\n")
        #expect(try fixture.git("branch", "--show-current") == "main\n")
    }

    @Test("solutions-branch refuses to replace an existing branch")
    func solutionsBranchExists() throws {
        try fixture.git("branch", "solutions")

        #expect(
            fixture.kata("solutions-branch")
                == Fixture.Run(
                    status: 2,
                    errors:
                        "kata: a branch named 'solutions' exists already; delete it with 'git branch -D solutions', then run this again\n"
                )
        )
    }
}
