/// Where the app keeps the access token of every account it has signed in, for all its screens.
///
/// An actor: one task at a time reaches its tokens, and the compiler holds every caller to waiting its turn.
actor TokenStore {
    /// The app's one store, which every screen's client signs in with.
    static let shared = TokenStore()

    private var tokens: [String: String] = [:]

    /// The token saved for `account`, if it has signed in.
    func token(for account: String) -> String? {
        tokens[account]
    }

    /// Saves `token` as the one `account` sends its requests with.
    func save(_ token: String, for account: String) {
        tokens[account] = token
    }

    /// Forgets `token`, which the server refused, unless `account` has saved a newer one since.
    func discard(_ token: String, for account: String) {
        if tokens[account] == token {
            tokens[account] = nil
        }
    }
}
