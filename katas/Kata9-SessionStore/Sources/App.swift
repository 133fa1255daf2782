/// The photo app: its screens sign accounts in, and the upload engine sends their photos off the main actor.
///
/// Main-actor isolated, as every type of this module is unless it says otherwise; it launches as `App()`.
final class App {
    /// Keeps the token `account` signed in with on the sign-in screen: from now on its uploads carry it.
    func signedIn(_ account: String, with token: String) {
        SessionStore.shared.save(token, for: account)  // 👈 hidden dependency
    }

    /// The signer the upload engine asks for the authorization of each upload.
    func makeUploader() -> Uploader {
        Uploader()
    }
}
