import Observation
import Synchronization

/// Whether a view is due to re-render: tracks what one read of it reads, as SwiftUI tracks a view's `body`, and is
/// due once a property of an `@Observable` model that the read used changes.
final class Rerender: Sendable {
    private let due = Mutex(false)

    /// Tracks what `read` reads, once.
    @MainActor
    init(tracking read: () -> Void) {
        withObservationTracking(read) { self.due.withLock { $0 = true } }
    }

    /// True once something the read used has changed.
    var isDue: Bool { due.withLock { $0 } }
}
