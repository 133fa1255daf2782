import Dispatch

/// Signs the app's photo uploads with the token their account signed in with.
nonisolated struct Uploader: UploadSigner {
    /// The upload engine asks on its own thread; the store is main-actor isolated, so this hops there and waits.
    func authorization(for account: String) -> String? {
        DispatchQueue.main.sync {  // 👈 waits for the main actor, however busy it is
            MainActor.assumeIsolated {
                SessionStore.shared.token(for: account)  // 👈 hidden dependency
            }
        }
    }
}
