import Foundation
import KataCore

/// One fault a learner may meet, as the fault suite drives it through the real `kata` on a copy of Kata 1: what it
/// does to the copy, how it runs `kata`, and what `kata` must say.
package struct FaultCase {
    /// What the learner did, in a few words: `a standard-error flood`.
    package let name: String
    package var arguments = ["watch", "1"]
    /// Variables for `kata`: `KATA_FAULT` chooses what Kata 1's `viewDidLoad()` does (``FaultCopy``).
    package var environment: [String: String] = [:]
    /// Changes the copy before the run; the copy's files are compared with what they are after this.
    package var prepare: (URL) throws -> Void = { _ in }
    /// Undoes ``prepare`` once the run is judged.
    package var undo: (URL) throws -> Void = { _ in }
    /// The exit status `kata` must end with: 137 when it is killed.
    package let status: Int32
    /// Words that one line of what `kata` printed must hold, the cause among them; none when it is killed.
    package var message: [String] = []
    /// Whether `kata` is killed with SIGKILL once its specs run.
    package var killed = false
}
