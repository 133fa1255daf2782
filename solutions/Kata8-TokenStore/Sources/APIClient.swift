/// Sends a screen's requests to the server, each signed in as the account it is for.
struct APIClient: Sendable {
    let server: any Server
    let store: TokenStore

    /// Sends `request` as `account` with its saved token, signing in first when it has none, and once more when the
    /// server refuses the token as expired.
    func send(_ request: String, as account: String) async throws -> String {
        let token = try await token(for: account)
        do {
            return try await server.send(request, token: token)
        } catch ServerError.expired {
            await store.discard(token, for: account)
            return try await server.send(request, token: self.token(for: account))
        }
    }

    /// The token saved for `account`, or a fresh one, signed in for and saved.
    private func token(for account: String) async throws -> String {
        if let saved = await store.token(for: account) {
            return saved
        }
        let token = try await server.signIn(account)
        await store.save(token, for: account)
        return token
    }
}
