import Foundation

/// Where the app keeps the access token of every account it has signed in, for all its screens.
///
/// `lock` guards the tokens, so any task may use the store; that is what `@unchecked Sendable` promises the compiler,
/// which cannot check it.
final class TokenStore: @unchecked Sendable {
    /// Swift 6, in a module nonisolated by default as this one is, rejects a `static var` that every task can reach;
    /// `nonisolated(unsafe)` silences that, as legacy code does.
    nonisolated(unsafe) static var shared = TokenStore()

    private let lock = NSLock()
    private var tokens: [String: String] = [:]

    /// The token saved for `account`, if it has signed in.
    func token(for account: String) -> String? {
        lock.withLock { tokens[account] }
    }

    /// Saves `token` as the one `account` sends its requests with.
    func save(_ token: String, for account: String) {
        lock.withLock { tokens[account] = token }
    }

    /// Forgets `token`, which the server refused, unless `account` has saved a newer one since.
    func discard(_ token: String, for account: String) {
        lock.withLock {
            if tokens[account] == token {
                tokens[account] = nil
            }
        }
    }
}
