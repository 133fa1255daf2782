/// The app's server, which every client is handed: it signs accounts in and answers their requests.
protocol Server: Sendable {
    /// Signs `account` in, and hands back a fresh access token.
    func signIn(_ account: String) async throws -> String

    /// Answers `request`, sent with `token`; throws `ServerError.expired` once the token is no longer valid.
    func send(_ request: String, token: String) async throws -> String
}
