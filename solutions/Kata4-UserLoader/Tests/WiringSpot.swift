@testable import Kata4

// ✏️ Wiring spot: the one test file you edit in this kata (README steps [wiring] and [network-only]).

/// Makes the loader under test, handing it `network` and `cache` in place of the shared singletons.
func makeUserLoader(network: NetworkSpy, cache: UserCache) -> UserLoader {
    var loader = makeUserLoader(network: network)
    loader.cacheRetrieval = cache.user
    loader.cacheInsertion = cache.insert
    return loader
}

/// Makes the loader under test, handing it `network` in place of `NetworkManager.shared`; it keeps `UserCache.shared`.
func makeUserLoader(network: NetworkSpy) -> UserLoader {
    var loader = UserLoader()
    loader.networking = { endpoint in try await network.loadData(from: endpoint) }
    return loader
}
