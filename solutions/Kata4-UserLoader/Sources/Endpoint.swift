/// A resource the app loads from its server.
enum Endpoint: Hashable, Sendable {
    /// The profile of the user with `id`.
    case user(id: User.ID)
}
