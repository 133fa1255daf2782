import Foundation

/// Loads a user by id: from the cache when it holds one, otherwise from the server.
struct UserLoader {
    /// Loads the data behind an endpoint: `NetworkManager.shared` unless a test sets a closure of its own.
    var networking: @Sendable (Endpoint) async throws -> Data = NetworkManager.shared.loadData

    /// Looks a user up in the cache: `UserCache.shared` unless a test sets a closure of its own.
    var cacheRetrieval: @Sendable (User.ID) -> User? = UserCache.shared.user

    /// Puts a user in the cache: `UserCache.shared` unless a test sets a closure of its own.
    var cacheInsertion: @Sendable (User) -> Void = UserCache.shared.insert

    /// Returns the user with `id`, caching it after a network load; network and decoding errors reach the caller.
    func loadUser(withID id: User.ID) async throws -> User {
        if let user = cacheRetrieval(id) {
            return user
        }
        let data = try await networking(.user(id: id))
        let user = try JSONDecoder().decode(User.self, from: data)
        cacheInsertion(user)
        return user
    }
}
