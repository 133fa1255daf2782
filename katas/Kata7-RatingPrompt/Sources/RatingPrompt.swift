import Foundation

/// The legacy singleton of the story: everything reaches it through `RatingPrompt.shared`. It stays as it is.
final class RatingPrompt: @unchecked Sendable {
    /// The one instance the app shares.
    static let shared = RatingPrompt()

    private let lock = NSLock()
    private var count = 0

    /// How many calls this instance has recorded.
    var recorded: Int { lock.withLock { count } }

    /// Records one call: in the app, slow work with side effects.
    func record() {
        lock.withLock { count += 1 }
    }
}
