import Foundation

/// The app's analytics service: every screen and helper reports what the user does through `shared`.
///
/// It queues events for upload. `lock` guards the queue, so any thread may call `track(_:)`; that is
/// what `@unchecked Sendable` promises the compiler.
class Analytics: @unchecked Sendable {
    /// Swift 6, in a module nonisolated by default as this one is, rejects a `static var`; `nonisolated(unsafe)`
    /// silences that, as legacy code does.
    nonisolated(unsafe) static var shared = Analytics()

    private let lock = NSLock()
    private var queue: [String] = []

    /// Queues `event` for the next upload, and logs it.
    func track(_ event: String) {
        lock.lock()
        queue.append(event)
        let waiting = queue.count
        lock.unlock()
        print("Analytics: queued \(event) (\(waiting) waiting for upload)")
    }
}
