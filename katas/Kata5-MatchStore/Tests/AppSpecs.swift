import Foundation
import Testing

@testable import Kata5

/// What `App` does as the composition root: each hierarchy it builds runs on a fresh store for one base URL.
@MainActor
struct AppSpecs {
    let oldServer = URL(string: "https://old.example")!
    let newServer = URL(string: "https://new.example")!
    let storeFactory = StoreFactorySpy()

    @Test("Changing the base URL builds a new hierarchy on a fresh store with the new URL")
    func baseURLChangeBuildsANewHierarchy() async {
        let app = makeApp(baseURL: oldServer, storeFactory: storeFactory)
        let oldMatches = app.matchesViewModel

        app.settingsDidChange(baseURL: newServer)
        let newMatches = app.matchesViewModel
        newMatches.isActive = true
        await newMatches.fetch?.value

        #expect(
            newMatches !== oldMatches,
            "The app kept its MatchesViewModel: settingsDidChange(baseURL:) must build a new hierarchy (README step 3)"
        )
        #expect(
            storeFactory.sentRequests == [
                [],  // the store for old.example
                ["GET https://new.example/matches"],  // a fresh store for new.example
            ],
            "The new matches screen must fetch from a second, fresh store for https://new.example, built through makeStore (README step 3)"
        )
    }

    @Test("A create-match flow already open saves to the server it selected players from")
    func openFlowKeepsItsServer() async {
        let app = makeApp(baseURL: oldServer, storeFactory: storeFactory)
        let flow = app.matchesViewModel.makeCreateMatchViewModel()
        await flow.loadPlayers()
        flow.homePlayer = flow.players.first
        flow.awayPlayer = flow.players.last

        app.settingsDidChange(baseURL: newServer)
        await flow.save()

        #expect(
            storeFactory.sentRequests == [
                ["GET https://old.example/players", "POST https://old.example/matches (Alice v Dave)"],  // old.example
                [],  // the store for new.example
            ],
            "The open flow must load players and save the match through the store it started with, at https://old.example (README steps 2 and 3)"
        )
    }

    @Test("Two apps side by side each talk to their own store")
    func appsShareNoStore() async {
        let otherStoreFactory = StoreFactorySpy()
        let app = makeApp(baseURL: oldServer, storeFactory: storeFactory)
        let otherApp = makeApp(baseURL: newServer, storeFactory: otherStoreFactory)

        await app.matchesViewModel.makeCreateMatchViewModel().loadPlayers()
        await otherApp.matchesViewModel.makeCreateMatchViewModel().loadPlayers()

        #expect(
            storeFactory.sentRequests == [["GET https://old.example/players"]],
            "The first app's flow did not load its players through a store the first app built: a store is still global (README steps 2 and 3)"
        )
        #expect(
            otherStoreFactory.sentRequests == [["GET https://new.example/players"]],
            "The other app's flow did not load its players through a store the other app built: a store is still global (README steps 2 and 3)"
        )
    }
}
