/// Who is logged in to the app, which the whole app reaches through `shared`.
final class UserSession: Sendable {
    static let shared = UserSession()

    private init() {}

    /// The user logged in to the current task alone, which the app never binds: this build has no login screen, so
    /// no one is logged in unless a spec binds a user of its own with `UserSession.$userInThisTask.withValue(_:operation:)`.
    @TaskLocal static var userInThisTask: User?

    /// The user logged in, or nil when no one is.
    func loggedUser() -> User? {
        Self.userInThisTask
    }
}
