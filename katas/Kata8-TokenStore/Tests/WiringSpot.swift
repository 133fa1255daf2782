@testable import Kata8

/// Where the specs get their subject: at the start, a user that still reaches for `TokenStore.shared`.
func makeUser(using handedIn: TokenStore) -> TokenStoreUser {
    TokenStoreUser()
}
