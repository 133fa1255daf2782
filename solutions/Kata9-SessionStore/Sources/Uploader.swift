/// Signs the app's photo uploads with the token their account signed in with.
nonisolated struct Uploader: UploadSigner {
    let store: SessionStore

    /// The upload engine asks on its own thread, and the store answers there at once.
    func authorization(for account: String) -> String? {
        store.token(for: account)
    }
}
