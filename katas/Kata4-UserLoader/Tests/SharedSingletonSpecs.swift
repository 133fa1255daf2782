import Foundation
import Testing

@testable import Kata4

/// What the loader does with the shared singletons it keeps: the app's `UserLoader()`, and a test that replaces
/// only the network.
///
/// Each spec reaches the real `UserCache.shared` and `NetworkManager.shared`, but only for a user id that no other
/// spec uses, and reads only that id's counts: nothing it leaves behind is seen by another spec.
struct SharedSingletonSpecs {
    /// A user with an id no other spec uses.
    let user = User(id: UUID(), name: "Grace")

    @Test("The app's UserLoader() looks a new user up in UserCache.shared, then asks NetworkManager.shared")
    func appLoaderReachesTheSharedSingletons() async {
        let endpoint = Endpoint.user(id: user.id)

        await #expect(
            throws: NetworkError.noServer(endpoint),
            "UserLoader() did not fail with NetworkManager's noServer error for this user: by default the loader must load from NetworkManager.shared (README step [functions])"
        ) {
            try await UserLoader().loadUser(withID: user.id)
        }

        let lookups = UserCache.shared.accessCount(for: user.id)
        #expect(
            lookups == 1,
            lookups == 0
                ? "UserLoader() never looked the user up in UserCache.shared: by default the loader must use the shared cache, not one of its own (README step [functions])"
                : "UserLoader() reached UserCache.shared \(lookups) times for one missing user, not once: loadUser(withID:) must look it up once, through the loader's own cache function (README step [use-functions])"
        )
        let loads = NetworkManager.shared.loadCount(for: endpoint)
        #expect(
            loads == 1,
            loads == 0
                ? "UserLoader() never asked NetworkManager.shared for the user: by default the loader must load from the shared network manager, not a new one (README step [functions])"
                : "UserLoader() asked NetworkManager.shared \(loads) times for one user, not once: loadUser(withID:) must load once, through the loader's own network function (README step [use-functions])"
        )
    }

    @Test("With only the network replaced, the user lands in UserCache.shared, where the app's UserLoader() finds it")
    func networkOnlyLoaderCachesInTheSharedCache() async throws {
        let endpoint = Endpoint.user(id: user.id)
        let network = NetworkSpy(answering: .success(try JSONEncoder().encode(user)))
        let loader = makeUserLoader(network: network)

        do {
            let loaded = try await loader.loadUser(withID: user.id)
            #expect(loaded == user, "The loader did not return the network spy's user (README step [use-functions])")
        } catch {
            Issue.record(
                "Loading with only the network replaced failed (\(error)): loadUser(withID:) must load through the loader's own network function (README step [use-functions]), and makeUserLoader(network:) must hand the network spy in (README step [network-only])"
            )
            return
        }
        #expect(
            NetworkManager.shared.loadCount(for: endpoint) == 0,
            "Loading with only the network replaced still asked NetworkManager.shared: only the network spy may be asked (README steps [use-functions] and [network-only])"
        )

        let accesses = UserCache.shared.accessCount(for: user.id)
        #expect(
            accesses == 2,
            "UserCache.shared counted \(accesses) lookups and insertions of the user, not 2 (one of each): by default it must look users up in the shared cache and insert them there (README step [functions]), and makeUserLoader(network:) must replace the network only (README step [network-only])"
        )

        let foundByTheApp = try? await UserLoader().loadUser(withID: user.id)
        #expect(
            foundByTheApp == user,
            "The app's UserLoader() did not find the user in UserCache.shared: every loader must share the shared cache by default (README step [functions]), and makeUserLoader(network:) must replace the network only (README step [network-only])"
        )
    }

    @Test(
        "The app's UserLoader() keeps a user NetworkManager.shared loaded in UserCache.shared, and finds it there next time"
    )
    func appLoaderCachesWhatItLoads() async throws {
        let endpoint = Endpoint.user(id: user.id)
        let counts = { [UserCache.shared.accessCount(for: user.id), NetworkManager.shared.loadCount(for: endpoint)] }

        // 1️⃣ the shared network manager answers this spec's user, for this spec alone
        let server = [endpoint: try JSONEncoder().encode(user)]
        let (users, record) = try await NetworkManager.$serverInThisTask.withValue(server) {
            // 2️⃣ the app loads the user twice, each time with a loader of its own, as two screens would
            let first = try await UserLoader().loadUser(withID: user.id)
            let afterFirst = counts()
            let second = try await UserLoader().loadUser(withID: user.id)
            return ([first, second], [afterFirst, counts()])
        }

        // 3️⃣ a lookup, a load and an insertion, then one lookup that finds the user: the starting code's record
        let expected = [[2, 1], [3, 1]]
        let tooMany = zip(record.joined(), expected.joined()).contains { $0 > $1 }
        #expect(
            users == [user, user] && record == expected,
            "The app's UserLoader() reached UserCache.shared and NetworkManager.shared \(record[0]) times after the first load and \(record[1]) after the second, not [2, 1] (a lookup and an insertion; a load) and then [3, 1] (one lookup more): \(tooMany ? "loadUser(withID:) must look up, load and insert once each, no more, as before (README step [use-functions])" : "by default each function must be that method of the shared instance, so the app loads from the shared network manager and caches in the shared cache (README step [functions])")"
        )
    }
}
