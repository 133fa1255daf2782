@testable import Kata4

// ✏️ Wiring spot: the one test file you edit in this kata (README steps [wiring] and [network-only]).

/// Makes the loader under test, handing it `network` and `cache` in place of the shared singletons.
func makeUserLoader(network: NetworkSpy, cache: UserCache) -> UserLoader {
    UserLoader()  // 👈 the stand-ins are not handed in yet, so the shared singletons are used
}

/// Makes the loader under test, handing it `network` in place of `NetworkManager.shared`; it keeps `UserCache.shared`.
func makeUserLoader(network: NetworkSpy) -> UserLoader {
    UserLoader()  // 👈 the network spy is not handed in yet, so NetworkManager.shared is used
}
