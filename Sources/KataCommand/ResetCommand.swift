/// `kata reset`: saves the learner's attempt on a branch, then puts the kata back to its starting state.
enum ResetCommand: Command {
    static let name = "reset"
    static let abstract = "Saves your attempt at a kata on a branch, then puts the kata back to its starting state."
    static let usage = "<n>"
    static let arguments = [(name: "<n>", help: "The kata's number.")]
    static let discussion = """
        The starting state is the kata as origin/HEAD has it (as HEAD has it when there is no origin). \
        Your attempt, committed or not, is saved first on a branch named attempts/kata<n>-<count>; \
        your index, your other files and your current branch are left alone.
        """

    static func run(_ arguments: [String], context: Context) throws -> Int32 {
        try expect(arguments, required: 1)
        // A kata whose kata.json is damaged is put back too: that is how to get it back.
        let kata = try context.folder(arguments[0])
        try context.requireGit(for: name)
        let git = context.git
        let path = "katas/\(kata.folder)"
        let start = git.start
        guard git.succeeds("rev-parse", "--verify", "-q", "\(start):\(path)") else {
            throw KataError("\(start) has no \(path), so there is no starting state to go back to", status: 1)
        }

        let attempt = try git.withScratchIndex { scratch in
            try scratch("read-tree", "HEAD")
            try scratch("add", "--all", "--", path)
            return try scratch("write-tree")
        }
        guard try git("rev-parse", "\(attempt):\(path)") != git("rev-parse", "\(start):\(path)") else {
            context.console.write("Kata \(kata.number) is already at its starting state; there was nothing to save.\n")
            return 0
        }
        let origin = start == "HEAD" ? "your last commit" : "the repository you cloned"
        let branch = nextAttemptBranch(for: kata, git: git)
        let commit = try git.commit(
            tree: attempt,
            parent: git("rev-parse", "HEAD"),
            message: "Attempt at kata \(kata.number), saved by kata reset"
        )
        try git("branch", branch, commit)

        try git("restore", "--source", start, "--worktree", "--", path)
        try git("clean", "--force", "-d", "--quiet", "--", path)
        context.console.write(
            """
            Saved your attempt at kata \(kata.number) on branch \(branch).
            Kata \(kata.number) is back at its starting state, as in \(origin) (\(start)).
            To get your attempt back: git restore --source \(branch) --worktree -- \(path)

            """
        )
        return 0
    }

    private static func nextAttemptBranch(for kata: (number: Int, folder: String), git: Git) -> String {
        var count = 1
        while git.succeeds("rev-parse", "--verify", "-q", "refs/heads/attempts/kata\(kata.number)-\(count)") {
            count += 1
        }
        return "attempts/kata\(kata.number)-\(count)"
    }
}
