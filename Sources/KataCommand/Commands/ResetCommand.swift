import Foundation
import KataCore

/// `kata reset`: saves the learner's attempt on a branch, then puts the kata back to its starting state.
package enum ResetCommand: Command {
    package static let name = "reset"
    package static let abstract =
        "Saves your attempt at a kata on a branch, then puts the kata back to its starting state."
    package static let usage = "<n>"
    package static let arguments = [(name: "<n>", help: "The kata's number.")]
    package static let discussion = """
        The starting state is the kata as origin/HEAD has it (as HEAD has it when there is no origin). \
        Your attempt, committed or not, is saved first on a branch named attempts/kata<n>-<count>, and the branch is \
        named before any file changes; your index, your other files and your current branch are left alone. \
        A reset that git stops halfway says which files it did not put back; run it again to finish: it reuses \
        the same branch.
        """

    package static func run(_ arguments: [String], context: Context) throws -> Int32 {
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

        let attempt = try git.treeOfWorkingFiles(path)
        let unfinished = ResetMarker(git: git, kata: kata.number)
        let reused = unfinished.branch
        let changed = try git.changedFiles(path, from: "\(start)^{tree}", to: attempt)
        guard !changed.isEmpty else {
            unfinished.remove()
            let saved = reused.map { "; your attempt is on branch \($0)" } ?? "; there was nothing to save"
            context.console.write("Kata \(kata.number) is already at its starting state\(saved).\n")
            return 0
        }
        let origin = start == "HEAD" ? "your last commit" : "the repository you cloned"
        let branch = try save(attempt, of: kata.number, at: path, reusing: reused, start: start, git: git)
        // The branch is written down and named before any file is touched.
        try unfinished.write(branch)
        context.console.write("Saved your attempt at kata \(kata.number) on branch \(branch).\n")

        do {
            try git("restore", "--source", start, "--worktree", "--", path)
            try git("clean", "--force", "-d", "--quiet", "--", path)
        } catch let failure as KataError {
            let left = (try? git.changedFiles(path, from: "\(start)^{tree}", to: git.treeOfWorkingFiles(path))) ?? []
            let files = left.map { String($0.dropFirst(path.count + 1)) }
            let shown =
                files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " and \(files.count - 3) more" : "")
            // A lock another git left, or a file git may not replace: what to clear before the one command.
            let clear =
                failure.message.contains("index.lock")
                ? "once no other git runs, remove .git/index.lock" : "make those files writable"
            // With every changed file still as the attempt left it, nothing was reset.
            let how = Set(left) == Set(changed) ? "not reset" : "only partly reset"
            throw KataError(
                "kata \(kata.number) is \(how) (\(failure.message)); "
                    + (files.isEmpty ? "" : "not put back: \(shown); ")
                    + "your attempt is safe on branch \(branch); \(clear), then finish with: "
                    + "swift run kata reset \(kata.number)",
                status: 1)
        }
        unfinished.remove()
        context.console.write(
            """
            Kata \(kata.number) is back at its starting state, as in \(origin) (\(start)).
            To get your attempt back: git restore --source \(branch) --worktree -- \(path)

            """
        )
        return 0
    }

    /// Saves `attempt` on a new branch, or on `reused`, the branch of a reset that stopped halfway; returns the branch.
    ///
    /// A half-reset kata holds files of the attempt and files of the start: only a file that is neither is new work,
    /// and only new work makes a commit on top of the branch, so a retry adds no branch and loses nothing.
    private static func save(
        _ attempt: String, of number: Int, at path: String, reusing reused: String?, start: String, git: Git
    ) throws -> String {
        if let reused {
            let fromSaved = try git.changedFiles(path, from: "\(reused)^{tree}", to: attempt)
            let fromStart = try git.changedFiles(path, from: "\(start)^{tree}", to: attempt)
            guard !Set(fromSaved).isDisjoint(with: fromStart) else { return reused }
            let commit = try git.commit(
                tree: attempt, parent: git("rev-parse", reused),
                message: "Attempt at kata \(number), saved by kata reset once more")
            try git("update-ref", "refs/heads/\(reused)", commit)
            return reused
        }
        var count = 1
        while git.succeeds("rev-parse", "--verify", "-q", "refs/heads/attempts/kata\(number)-\(count)") {
            count += 1
        }
        let branch = "attempts/kata\(number)-\(count)"
        let commit = try git.commit(
            tree: attempt, parent: git("rev-parse", "HEAD"), message: "Attempt at kata \(number), saved by kata reset")
        try git("branch", branch, commit)
        return branch
    }
}
