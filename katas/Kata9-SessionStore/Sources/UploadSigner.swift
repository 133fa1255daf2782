/// What the upload engine asks, on a thread of its own, for the authorization of each upload it sends.
///
/// The engine asks synchronously, while it builds the request, and cannot await. It runs off the main actor so that a
/// busy screen never holds an upload back; `nonisolated`, since this module is main-actor isolated by default.
nonisolated protocol UploadSigner: Sendable {
    /// The token to send an upload of `account`'s with, or nil when the account has not signed in.
    func authorization(for account: String) -> String?
}
