/// The code under test: it reaches for the singleton itself.
struct TokenStoreUser {
    /// Does its work, and records it with the singleton.
    func work() {
        TokenStore.shared.record()  // 👈 hidden dependency
    }
}
