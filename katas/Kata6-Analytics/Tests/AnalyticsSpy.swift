import Foundation

@testable import Kata6

/// Stands in for `Analytics`: it uploads nothing, and records every event it is asked to track.
///
/// Child tasks may track at the same time, so `lock` guards the record; hence `@unchecked Sendable`.
final class AnalyticsSpy: Analytics, @unchecked Sendable {
    private let lock = NSLock()
    private var tracked: [String] = []

    /// The events tracked so far, in the order they arrived.
    var events: [String] {
        lock.lock()
        defer { lock.unlock() }
        return tracked
    }

    override func track(_ event: String) {
        lock.lock()
        defer { lock.unlock() }
        tracked.append(event)
    }
}
