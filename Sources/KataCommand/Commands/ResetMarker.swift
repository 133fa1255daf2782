import Foundation
import KataCore

/// The branch a reset of one kata saved the attempt on, written in the git folder until the reset finishes, so that
/// running the reset again after it stopped halfway reuses that branch.
package struct ResetMarker {
    package let file: URL
    private let git: Git

    /// The marker of kata `kata` in the repository `git` runs in.
    package init(git: Git, kata: Int) {
        self.git = git
        let path = (try? git("rev-parse", "--git-path", "kata-reset-kata\(kata)")) ?? ".git/kata-reset-kata\(kata)"
        file = path.hasPrefix("/") ? URL(fileURLWithPath: path) : git.root.appendingPathComponent(path)
    }

    /// The branch a reset that stopped halfway saved on, when the marker names one that still exists.
    package var branch: String? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let branch = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return git.succeeds("rev-parse", "--verify", "-q", "refs/heads/\(branch)") ? branch : nil
    }

    /// Writes `branch` as the one this kata's reset saved on.
    package func write(_ branch: String) throws {
        do {
            try (branch + "\n").write(to: file, atomically: true, encoding: .utf8)
        } catch {
            throw KataError(
                "could not write \(file.path), so nothing was reset; your attempt is saved on branch \(branch)",
                status: 1)
        }
    }

    /// Removes the marker: the reset finished.
    package func remove() {
        try? FileManager.default.removeItem(at: file)
    }
}
