import Foundation

/// Loads a user by id: from the cache when it holds one, otherwise from the server.
struct UserLoader {
    /// Returns the user with `id`, caching it after a network load; network and decoding errors reach the caller.
    func loadUser(withID id: User.ID) async throws -> User {
        if let user = UserCache.shared.user(withID: id) {  // 👈 hidden dependency
            return user
        }
        let data = try await NetworkManager.shared.loadData(from: .user(id: id))  // 👈 hidden dependency
        let user = try JSONDecoder().decode(User.self, from: data)
        UserCache.shared.insert(user)  // 👈 hidden dependency
        return user
    }
}
