@testable import Kata8

/// Where the specs get their subject: a user that records with the singleton handed in.
func makeUser(using handedIn: TokenStore) -> TokenStoreUser {
    TokenStoreUser(singleton: handedIn)
}
