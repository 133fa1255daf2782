import Foundation

/// The users the app has already loaded, kept in memory; the whole app reaches it through `shared`.
final class UserCache: @unchecked Sendable {
    static let shared = UserCache()

    /// Guards `users` and `accessCounts`; taking it on every access is what makes `@unchecked Sendable` true.
    private let lock = NSLock()
    private var users: [User.ID: User] = [:]
    private var accessCounts: [User.ID: Int] = [:]

    /// Returns the cached user with `id`, or `nil` if there is none.
    func user(withID id: User.ID) -> User? {
        lock.withLock {
            accessCounts[id, default: 0] += 1
            return users[id]
        }
    }

    /// Caches `user`, replacing any cached user with the same id.
    func insert(_ user: User) {
        lock.withLock {
            accessCounts[user.id, default: 0] += 1
            users[user.id] = user
        }
    }

    /// How many times the user with `id` has been looked up or inserted.
    func accessCount(for id: User.ID) -> Int {
        lock.withLock { accessCounts[id, default: 0] }
    }
}
