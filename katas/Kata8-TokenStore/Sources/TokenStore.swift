import Foundation

/// The legacy singleton of the story: everything reaches it through `TokenStore.shared`. It stays as it is.
final class TokenStore: @unchecked Sendable {
    /// The one instance the app shares.
    static let shared = TokenStore()

    private let lock = NSLock()
    private var count = 0

    /// How many calls this instance has recorded.
    var recorded: Int { lock.withLock { count } }

    /// Records one call: in the app, slow work with side effects.
    func record() {
        lock.withLock { count += 1 }
    }
}
