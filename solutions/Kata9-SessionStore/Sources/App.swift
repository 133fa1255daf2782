/// The photo app: its screens sign accounts in, and the upload engine sends their photos off the main actor.
///
/// Main-actor isolated, as every type of this module is unless it says otherwise; it launches as `App()`.
final class App {
    private let store: SessionStore

    /// Makes the app that keeps its tokens in `store`: as it launches, the one store of the whole app.
    init(store: SessionStore = .shared) {
        self.store = store
    }

    /// Keeps the token `account` signed in with on the sign-in screen: from now on its uploads carry it.
    func signedIn(_ account: String, with token: String) {
        store.save(token, for: account)
    }

    /// The signer the upload engine asks for the authorization of each upload: it reads the app's store.
    func makeUploader() -> Uploader {
        Uploader(store: store)
    }
}
