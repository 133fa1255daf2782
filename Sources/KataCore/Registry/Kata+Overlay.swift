import Foundation

extension Kata {
    /// The learner's Swift files that differ from the starting state (``Git/start``) and that `KATA_SOLUTIONS=1`
    /// meets, relative to the kata's folder: those the reference solution takes the place of, and those it builds
    /// beside. Both are empty where `root` is no git work tree, or the learner changed nothing.
    package func overlaidChanges(in root: URL, settings: Settings) -> (replaced: [String], kept: [String]) {
        let git = Git(root: root, settings: settings)
        let path = "katas/\(folder)"
        guard let tree = try? git.treeOfWorkingFiles(path),
            let changed = try? git.changedFiles(path, from: git.start, to: tree)
        else { return ([], []) }
        let files = changed.map { String($0.dropFirst(path.count + 1)) }.filter { $0.hasSuffix(".swift") }
        let solution = root.appendingPathComponent("solutions/\(folder)")
        let solved = Set(["Sources", "Tests"].flatMap { FileManager.default.swiftFiles(under: $0, of: solution) })
        return (files.filter(solved.contains), files.filter { !solved.contains($0) })
    }
}
