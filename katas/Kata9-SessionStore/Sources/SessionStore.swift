/// Where the app keeps the access token of every account it has signed in, for its screens and its uploads.
///
/// This module is compiled as an Xcode 26 app target is: every type in it is main-actor isolated unless it says
/// otherwise. So is the store, which is why `static var shared` compiles here without a word, and why only code on
/// the main actor reaches its tokens.
final class SessionStore {
    /// The app's one store.
    static var shared = SessionStore()

    private var tokens: [String: String] = [:]

    /// The token saved for `account`, if it has signed in.
    func token(for account: String) -> String? {
        tokens[account]
    }

    /// Saves `token` as the one `account` sends its uploads with.
    func save(_ token: String, for account: String) {
        tokens[account] = token
    }
}
