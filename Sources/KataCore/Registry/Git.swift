import Foundation

/// Runs git in the repository, failing with the error git printed.
package struct Git {
    package let root: URL
    /// What git is given as its environment, with ``environment`` over it.
    package let settings: Settings
    package var environment: [String: String] = [:]

    package init(root: URL, settings: Settings, environment: [String: String] = [:]) {
        self.root = root
        self.settings = settings
        self.environment = environment
    }

    /// Runs `git arguments…` and returns its standard output, without the trailing newline.
    @discardableResult
    package func callAsFunction(_ arguments: String...) throws -> String {
        try run(arguments)
    }

    package func run(_ arguments: [String]) throws -> String {
        let result = try Subprocess.run(["git"] + arguments, in: root, settings: settings, environment: environment)
        guard result.status == 0 else {
            let reason =
                result.errorOutput.split(separator: "\n").first.map(String.init) ?? "exit status \(result.status)"
            throw KataError("git \(arguments.first ?? "") failed: \(reason)")
        }
        return result.output.hasSuffix("\n") ? String(result.output.dropLast()) : result.output
    }

    /// The starting state of the katas: `origin/HEAD`, the repository the learner cloned, or `HEAD` where there is
    /// no origin.
    package var start: String {
        succeeds("rev-parse", "--verify", "-q", "refs/remotes/origin/HEAD") ? "origin/HEAD" : "HEAD"
    }

    /// Whether `git arguments…` succeeds.
    package func succeeds(_ arguments: String...) -> Bool {
        (try? run(arguments)) != nil
    }

    /// A git that writes to a fresh index file of its own, so the learner's index and working tree stay as they are.
    package func withScratchIndex<T>(_ body: (Git) throws -> T) throws -> T {
        let index = FileManager.default.temporaryDirectory.appendingPathComponent("kata-index-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: index) }
        var scratch = self
        scratch.environment["GIT_INDEX_FILE"] = index.path
        return try body(scratch)
    }

    /// Makes a commit of `tree` on top of `parent` without touching any branch, and returns its id.
    package func commit(tree: String, parent: String, message: String) throws -> String {
        var committer = self
        if !succeeds("config", "user.email") {
            for variable in ["GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"] { committer.environment[variable] = "kata" }
            for variable in ["GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"] {
                committer.environment[variable] = "kata@localhost"
            }
        }
        return try committer("commit-tree", tree, "-p", parent, "-m", message)
    }

    /// The tree of the files under `path` as they are in the working folder, tracked or not, written without touching
    /// the learner's index; its id.
    package func treeOfWorkingFiles(_ path: String) throws -> String {
        try withScratchIndex { scratch in
            try scratch("read-tree", "HEAD")
            try scratch("add", "--all", "--", path)
            return try scratch("write-tree")
        }
    }

    /// The files under `path` that differ between the trees `from` and `to`, relative to the repository.
    package func changedFiles(_ path: String, from: String, to: String) throws -> [String] {
        try run(["diff-tree", "-r", "--name-only", "--no-renames", from, to, "--", path])
            .split(separator: "\n").map(String.init)
    }
}
