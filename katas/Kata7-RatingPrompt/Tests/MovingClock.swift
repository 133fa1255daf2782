import Foundation
import Synchronization

/// A clock that stands still until its spec moves it on.
final class MovingClock: Sendable {
    private let time: Mutex<Date>

    init(at start: Date) {
        time = Mutex(start)
    }

    /// The time the clock says now.
    func now() -> Date {
        time.withLock { $0 }
    }

    /// Moves the clock on by `days`.
    func advance(days: Double) {
        time.withLock { $0 += days * 24 * 60 * 60 }
    }
}
