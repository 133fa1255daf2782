import Foundation
import Testing

@testable import Kata5

/// What `App` does as the composition root: each hierarchy it builds runs on a fresh store for one base URL.
@MainActor
struct AppSpecs {
    // Servers with a path, as real ones often have: a request must keep it.
    let oldServer = URL(string: "https://old.example/v2")!
    let newServer = URL(string: "https://new.example/v2")!
    let storeFactory = StoreFactorySpy()

    @Test(
        "Changing the base URL builds a new hierarchy on a fresh store with the new URL, each time, even back to the old one"
    )
    func baseURLChangeBuildsANewHierarchy() async {
        let app = makeApp(baseURL: oldServer, storeFactory: storeFactory)
        let oldMatches = app.matchesViewModel

        #expect(
            app.matchesViewModel === oldMatches,
            "The app handed out a new list each time it was asked: it must keep the hierarchy it built until the server changes (README step [app])"
        )

        app.settingsDidChange(baseURL: newServer)
        let newMatches = app.matchesViewModel
        newMatches.isActive = true
        await newMatches.fetch?.value

        #expect(
            newMatches !== oldMatches,
            "The app kept its list after the server changed: settingsDidChange(baseURL:) must build a new hierarchy (README step [app])"
        )
        // the user switches back to the first server
        app.settingsDidChange(baseURL: oldServer)
        let backAgain = app.matchesViewModel
        backAgain.isActive = true
        await backAgain.fetch?.value
        // the first list, still on display somewhere, becomes active only now
        oldMatches.isActive = true
        await oldMatches.fetch?.value

        #expect(
            storeFactory.sentRequests == [
                ["GET https://old.example/v2/matches"],  // the first list's store, kept for life
                ["GET https://new.example/v2/matches"],  // a fresh store for new.example
                ["GET https://old.example/v2/matches"],  // a fresh store for old.example again
            ],
            """
            After each change, the new list must fetch from a fresh store that the app built with the \
            StoreFactorySpy for the new URL (https://new.example/v2, then https://old.example/v2 again: a path \
            kept, no store reused), and the first list from the first store, which it keeps; the stores the \
            spy built sent \(storeFactory.sentRequests) (README step [app])
            """
        )
    }

    @Test("A create-match flow already open saves to the server it selected players from")
    func openFlowKeepsItsServer() async throws {
        let app = makeApp(baseURL: oldServer, storeFactory: storeFactory)
        // The spec keeps the flow, not the list: once the app lets go of the list, only the flow keeps its store.
        let flow = await openFlow(from: app.matchesViewModel)
        await flow.loadPlayers()
        flow.homePlayer = flow.players.first
        flow.awayPlayer = flow.players.last

        app.settingsDidChange(baseURL: newServer)
        await flow.save()

        let oldStore = try #require(
            storeFactory.sentRequests.first { $0.contains("GET https://old.example/v2/matches") },
            """
            The app's list did not fetch its matches through a store that the app built with the StoreFactorySpy \
            for https://old.example/v2; the stores the spy built sent \(storeFactory.sentRequests): the app must \
            build every store with what the wiring spot hands it (README step [app])
            """
        )
        try #require(
            oldStore.contains("GET https://old.example/v2/players"),
            "The open flow did not load its players through its list's store, at https://old.example/v2 (README step [flow])"
        )
        #expect(
            oldStore == [
                "GET https://old.example/v2/matches", "GET https://old.example/v2/players",
                "POST https://old.example/v2/matches (Alice v Dave)",
            ],
            Self.matchFetches(in: oldStore) > 1
                ? """
                The list fetched its matches \(Self.matchFetches(in: oldStore)) times, though it became active once: \
                a list fetches when it becomes active, and only then (README step [list])
                """
                : oldStore.contains { $0.contains(newServer.absoluteString) }
                    ? """
                    The settings change moved the open flow's store to https://new.example/v2: a change must build a \
                    fresh store and leave the old one as it is (README step [app])
                    """
                    : """
                    The open flow did not save the match through the store it loaded the players from, at \
                    https://old.example/v2: a flow must keep its store for life (README step [flow])
                    """
        )
    }

    @Test("Two apps side by side each talk to their own store")
    func appsShareNoStore() async throws {
        let otherStoreFactory = StoreFactorySpy()
        let app = makeApp(baseURL: oldServer, storeFactory: storeFactory)
        let otherApp = makeApp(baseURL: newServer, storeFactory: otherStoreFactory)

        for app in [app, otherApp] {
            let list = app.matchesViewModel
            list.isActive = true
            await list.fetch?.value
            await list.makeCreateMatchViewModel().loadPlayers()
        }

        for (factory, server) in [(storeFactory, oldServer), (otherStoreFactory, newServer)] {
            let requests = factory.sentRequests
            try #require(
                requests.first?.contains("GET \(server.absoluteString)/matches") == true,
                """
                The list of the app on \(server.absoluteString) did not fetch its matches through a store that \
                app built with its own StoreFactorySpy; that spy's stores sent \(requests): each app must build \
                its stores with what the wiring spot hands it (README step [app])
                """
            )
            #expect(
                requests == [["GET \(server.absoluteString)/matches", "GET \(server.absoluteString)/players"]],
                Self.matchFetches(in: requests.joined()) > 1
                    ? """
                    The list of the app on \(server.absoluteString) fetched its matches more than once, though it became \
                    active once; its stores sent \(requests): a list fetches when it becomes active, and only then \
                    (README step [list])
                    """
                    : """
                    The create-match flow of the app on \(server.absoluteString) did not load its players through its \
                    list's store; that app's stores sent \(requests): a flow must use its list's store (README step [flow])
                    """
            )
        }
    }

    /// How many of `requests` fetch the matches.
    private static func matchFetches(in requests: some Sequence<String>) -> Int {
        requests.count { $0.hasPrefix("GET ") && $0.hasSuffix("/matches") }
    }

    /// Makes `list` active, waits for its matches, and opens a create-match flow from it.
    private func openFlow(from list: MatchesViewModel) async -> CreateMatchViewModel {
        list.isActive = true
        await list.fetch?.value
        return list.makeCreateMatchViewModel()
    }
}
