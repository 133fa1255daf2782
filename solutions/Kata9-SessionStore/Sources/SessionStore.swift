import Synchronization

/// Where the app keeps the access token of every account it has signed in, for its screens and its uploads.
///
/// `nonisolated`, unlike the rest of this module: its tokens sit in a `Mutex`, so any thread reads them at once,
/// the upload engine's included, and the compiler checks every one of them.
nonisolated final class SessionStore: Sendable {
    /// The launched app's one store.
    static let shared = SessionStore()

    private let tokens = Mutex<[String: String]>([:])

    /// The token saved for `account`, if it has signed in.
    func token(for account: String) -> String? {
        tokens.withLock { $0[account] }
    }

    /// Saves `token` as the one `account` sends its uploads with.
    func save(_ token: String, for account: String) {
        tokens.withLock { $0[account] = token }
    }
}
