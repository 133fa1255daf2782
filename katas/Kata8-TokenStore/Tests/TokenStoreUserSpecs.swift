import Testing

@testable import Kata8

/// What `TokenStoreUser` does once whoever makes it can hand it the singleton.
struct TokenStoreUserSpecs {
    /// A singleton of this spec's own, apart from the shared one.
    let handedIn = TokenStore()

    @Test("work() records with the singleton handed in, once")
    func workRecordsWithTheSingletonHandedIn() {
        makeUser(using: handedIn).work()

        #expect(
            handedIn.recorded == 1,
            "The singleton handed in recorded \(handedIn.recorded) calls instead of 1: the user still reaches for TokenStore.shared, or the wiring spot does not hand it in (README step [hand-in])"
        )
    }

    @Test("TokenStoreUser() still records with the shared instance")
    func productionUserRecordsWithTheSharedInstance() {
        let before = TokenStore.shared.recorded

        TokenStoreUser().work()

        #expect(
            TokenStore.shared.recorded > before,
            "TokenStoreUser() no longer records with TokenStore.shared: the app would lose its records (README step [hand-in])"
        )
    }
}
