import Foundation
import Synchronization

/// Gives each file written a modification time of its own: the compiler takes a file as unchanged when its size and
/// its time to the second are, so a change of the same size within the second of the one before would be built on
/// the build of that one. Each file stamped gets a time a second after the last one given, and after its own. One
/// stamper serves the whole process, made where the tool starts (`KataProcess`) and handed to everything that
/// stamps: two would each count from the clock, and could give a file a time it had had, for another content of its
/// size.
package final class Stamps: Sendable {
    private let last = Mutex(Date().timeIntervalSince1970.rounded(.down))

    package init() {}

    /// Sets `file`'s modification time to the next stamp: later than any given before, than its own, and than
    /// `before`, the time it had before it was last written, when the writer knows it.
    package func stamp(_ file: URL, after before: Date? = nil) {
        let manager = FileManager.default
        let own = (try? manager.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
        let latest = max(own?.timeIntervalSince1970 ?? 0, before?.timeIntervalSince1970 ?? 0).rounded(.down)
        let time = last.withLock {
            $0 = max($0, latest) + 1
            return $0
        }
        try? manager.setAttributes([.modificationDate: Date(timeIntervalSince1970: time)], ofItemAtPath: file.path)
    }
}
