import Foundation
import Testing

@testable import Kata4

/// What `UserLoader` does once the specs can hand it a network spy and a cache of their own.
struct UserLoaderSpecs {
    /// A user with an id no other spec uses, so no spec sees another's users, not even in `UserCache.shared`.
    let user = User(id: UUID(), name: "Ada")

    /// A cache for this spec alone, standing in for `UserCache.shared`.
    let cache = UserCache()

    @Test("Loading the same user twice makes one network call and returns the same user both times")
    func loadingTwiceCallsTheNetworkOnce() async throws {
        let network = NetworkSpy(answering: .success(try JSONEncoder().encode(user)))
        // The spec lets go of the cache once the loader has it: whatever keeps it alive, the loader does.
        weak var keptCache: UserCache?
        let loader: UserLoader = {
            let cache = UserCache()
            keptCache = cache
            return makeUserLoader(network: network, cache: cache)
        }()

        do {
            let first = try await loader.loadUser(withID: user.id)
            let second = try await loader.loadUser(withID: user.id)
            #expect(
                first == user && second == user,
                "The loader did not return the network spy's user both times (README steps [use-functions] and [wiring])"
            )
        } catch {
            Issue.record(
                "Loading the user failed (\(error)): the loader must load through the network spy, not NetworkManager.shared (README steps [use-functions] and [wiring])"
            )
        }

        let requests = await network.requestedEndpoints
        #expect(
            keptCache != nil,
            "The cache was gone once the spec let go of it: the loader must keep the cache it is handed, not hold it weakly (README step [wiring])"
        )
        #expect(
            requests == [.user(id: user.id)],
            "Loading the user twice asked the network spy \(requests.count) times, not once: the loader must load through the spy and keep the user in the cache it was handed (README steps [use-functions] and [wiring])"
        )
    }

    @Test("A cache hit makes no network call")
    func cacheHitMakesNoNetworkCall() async {
        let network = NetworkSpy(answering: .failure(NetworkSpy.Offline()))
        cache.insert(user)
        let loader = makeUserLoader(network: network, cache: cache)

        let loaded = try? await loader.loadUser(withID: user.id)

        #expect(
            loaded == user,
            "The loader did not return the user held by the cache it was handed: it must look users up through its own cache function, set to the spec's cache (README steps [use-functions] and [wiring])"
        )
        #expect(
            await network.requestedEndpoints.isEmpty,
            "The loader asked the network spy although the cache it was handed held the user (README steps [use-functions] and [wiring])"
        )
        let accesses = cache.accessCount(for: user.id) - 1
        #expect(
            accesses == 1,
            "On a cache hit the loader reached the cache it was handed \(accesses) times, not once: loadUser(withID:) must look the user up once and insert nothing, as before (README step [use-functions])"
        )
    }

    @Test("A network error reaches the caller and caches nothing")
    func networkErrorReachesTheCaller() async {
        let network = NetworkSpy(answering: .failure(NetworkSpy.Offline()))
        let loader = makeUserLoader(network: network, cache: cache)

        await #expect(
            throws: NetworkSpy.Offline.self,
            "Loading did not fail with the network spy's error: the loader must load through the network spy, not NetworkManager.shared (README steps [use-functions] and [wiring])"
        ) {
            try await loader.loadUser(withID: user.id)
        }
        #expect(
            cache.user(withID: user.id) == nil,
            "The loader cached a user although the network failed (README step [use-functions])"
        )
    }

    @Test("Undecodable data reaches the caller as a decoding error")
    func undecodableDataThrowsADecodingError() async {
        let network = NetworkSpy(answering: .success(Data("no user here".utf8)))
        let loader = makeUserLoader(network: network, cache: cache)

        await #expect(
            throws: DecodingError.self,
            "Loading did not fail with a DecodingError: the loader must decode what the network spy answers, not ask NetworkManager.shared (README steps [use-functions] and [wiring])"
        ) {
            try await loader.loadUser(withID: user.id)
        }
    }

    @Test("Loading through the stand-ins leaves the shared cache and network manager untouched")
    func sharedSingletonsAreLeftAlone() async throws {
        let network = NetworkSpy(answering: .success(try JSONEncoder().encode(user)))
        let loader = makeUserLoader(network: network, cache: cache)

        _ = try? await loader.loadUser(withID: user.id)

        #expect(
            UserCache.shared.accessCount(for: user.id) == 0,
            "Loading the user reached UserCache.shared: loadUser(withID:) must use the loader's own cache functions, and the wiring spot must set them to the spec's cache alone (README steps [use-functions] and [wiring])"
        )
        #expect(
            NetworkManager.shared.loadCount(for: .user(id: user.id)) == 0,
            "Loading the user reached NetworkManager.shared: loadUser(withID:) must use the loader's own network function, and the wiring spot must set it to the network spy alone (README steps [use-functions] and [wiring])"
        )
    }
}
