/// The code under test: it records with the singleton it is handed, the shared one unless told otherwise.
struct TokenStoreUser {
    private let singleton: TokenStore

    /// Makes a user that records with `singleton`; the app's `TokenStoreUser()` keeps the shared instance.
    init(singleton: TokenStore = .shared) {
        self.singleton = singleton
    }

    /// Does its work, and records it with the singleton it was handed.
    func work() {
        singleton.record()
    }
}
