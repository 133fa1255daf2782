@testable import Kata4

// ✏️ Wiring spot: the one test file you edit in this kata (README step 3).

/// Makes the loader under test, handing it `network` and `cache` in place of the shared singletons.
func makeUserLoader(network: NetworkSpy, cache: UserCache) -> UserLoader {
    var loader = UserLoader()
    loader.networking = { endpoint in try await network.loadData(from: endpoint) }
    loader.cacheRetrieval = cache.user
    loader.cacheInsertion = cache.insert
    return loader
}
