import Testing

@testable import Kata5

/// What `MatchesViewModel` does once it takes its `Store` from whoever creates it.
@MainActor
struct MatchesViewModelSpecs {
    let mock = MockStore()

    @Test("Becoming active fetches matches from the injected store, once each time, and never before")
    func fetchesMatchesOnceWhenActive() async throws {
        let viewModel = makeMatchesViewModel(store: mock)
        let otherMock = MockStore()
        _ = makeMatchesViewModel(store: otherMock)
        try #require(
            mock.fetchMatchesCalls + otherMock.fetchMatchesCalls == 0,
            "A list fetched its matches before it became active: making a list must only keep its store; becoming active fetches (README step [list])"
        )

        var fetches: [Int] = []
        for isActive in [true, false, true] {
            viewModel.isActive = isActive
            await viewModel.fetch?.value
            fetches.append(mock.fetchMatchesCalls)
        }

        #expect(
            fetches == [1, 1, 2],
            """
            The list's MockStore had been asked for matches \(fetches) times after the list became active, inactive, \
            then active again, not [1, 1, 2]: the list must fetch from the store it is made with each time it \
            becomes active, and the wiring spot must make it with the mock (README step [list])
            """
        )
        #expect(
            otherMock.fetchMatchesCalls == 0,
            """
            Another list's MockStore was asked for this list's matches: a list must fetch from its own store, \
            not from one that every list shares (README step [list])
            """
        )
    }

    @Test("An active view model reports the number of matches its store returned")
    func reportsTheNumberOfMatches() async {
        let viewModel = makeMatchesViewModel(store: mock)

        viewModel.isActive = true
        await viewModel.fetch?.value

        #expect(
            viewModel.numberOfMatches() == mock.matches.count,
            """
            The list reports \(viewModel.numberOfMatches()) matches, not the \(mock.matches.count) its MockStore \
            returned: it must count what the store it is made with returned (README step [list])
            """
        )
    }

    @Test("The create-match flow a list opens loads players and saves through the list's store")
    func openedFlowUsesTheListsStore() async throws {
        let viewModel = makeMatchesViewModel(store: mock)
        viewModel.isActive = true
        await viewModel.fetch?.value
        try #require(
            mock.fetchMatchesCalls == 1,
            "The list did not fetch its matches from its MockStore, so its flow cannot use that store yet (README step [list])"
        )
        let flow = viewModel.makeCreateMatchViewModel()

        await flow.loadPlayers()
        flow.homePlayer = flow.players.first
        flow.awayPlayer = flow.players.last
        await flow.save()

        #expect(
            mock.sentRequests == [
                "GET https://mock.example/players", "POST https://mock.example/matches (Alice v Dave)",
            ],
            """
            The flow the list opened did not load its players and save its match through the list's store: the \
            list's MockStore sent \(mock.sentRequests) (README step [flow])
            """
        )
    }
}
