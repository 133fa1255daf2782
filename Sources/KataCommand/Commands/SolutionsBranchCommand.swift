import KataCore

/// `kata solutions-branch`: a local branch in which every kata is replaced by its solution.
package enum SolutionsBranchCommand: Command {
    package static let name = "solutions-branch"
    package static let abstract =
        "Makes a local git branch 'solutions' in which every kata is replaced by its solution."
    package static let discussion = """
        The branch is made from HEAD without touching your working tree, your index or your current branch. \
        Compare a kata with its solution: git diff solutions -- katas/<folder> (or your editor's compare view).
        """

    package static func run(_ arguments: [String], context: Context) throws -> Int32 {
        try expect(arguments, required: 0)
        try context.requireGit(for: name)
        let git = context.git
        if git.succeeds("rev-parse", "--verify", "-q", "refs/heads/solutions") {
            throw KataError(
                "a branch named 'solutions' exists already; delete it with 'git branch -D solutions', then run this again"
            )
        }
        let tree = try git.withScratchIndex { scratch in
            try scratch("read-tree", "HEAD")
            // Each file of a solution takes the place of the kata's file of that name, or is added.
            for kata in context.katas {
                let listing = try scratch("ls-tree", "-r", "--full-tree", "HEAD", "--", "solutions/\(kata.folder)")
                for entry in listing.split(separator: "\n") {
                    let parts = entry.split(separator: "\t", maxSplits: 1)
                    let fields = parts[0].split(separator: " ")
                    let path = "katas/" + parts[1].dropFirst("solutions/".count)
                    try scratch("update-index", "--add", "--cacheinfo", "\(fields[0]),\(fields[2]),\(path)")
                }
            }
            return try scratch("write-tree")
        }
        let head = try git("rev-parse", "--short", "HEAD")
        let commit = try git.commit(
            tree: tree, parent: git("rev-parse", "HEAD"), message: "Every kata replaced by its solution")
        try git("branch", "solutions", commit)
        context.console.write(
            """
            Made branch 'solutions' from HEAD (\(head)): every kata in it is replaced by its solution.
            Compare a kata with its solution: git diff solutions -- katas/\(context.katas.first?.folder ?? "<folder>")/Sources
            (- the solution's lines, + yours; the -- is needed, as a folder is named solutions too)

            """
        )
        return 0
    }
}
