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
        for isActive in [true, true, false, true] {
            viewModel.isActive = isActive
            await viewModel.fetch?.value
            fetches.append(mock.fetchMatchesCalls)
        }

        #expect(
            fetches == [1, 1, 1, 2],
            """
            The list's MockStore had been asked for matches \(fetches) times after the list was set active, active \
            again, inactive, then active, not [1, 1, 1, 2]: the list must fetch from the store it is made with each \
            time it becomes active, and only then, and the wiring spot must make it with the mock (README step [list])
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

    @Test("An active view model reports the number of matches its store returned, a store only the list keeps")
    func reportsTheNumberOfMatches() async {
        // The spec lets go of the mock once the list has it: whatever keeps it alive, the list does.
        weak var kept: MockStore?
        let viewModel: MatchesViewModel = {
            let mock = MockStore()
            kept = mock
            return makeMatchesViewModel(store: mock)
        }()

        viewModel.isActive = true
        await viewModel.fetch?.value

        #expect(
            kept != nil,
            "The list's MockStore was gone once the spec let go of it: the wiring spot must make the list with the mock it is given, and the list must keep the store it is made with, not hold it weakly (README step [list])"
        )
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
        #expect(
            viewModel.makeCreateMatchViewModel() !== flow,
            "The list handed out the same flow twice: each \"Create Match\" starts afresh, with no players picked (README step [flow])"
        )
        let whileOpening = mock.sentRequests
        await Task.yield()
        #expect(
            whileOpening.isEmpty && mock.sentRequests.isEmpty,
            "Opening the flow sent \(mock.sentRequests) before anyone asked it to load the players: a flow loads them when loadPlayers() runs, as before (README step [flow])"
        )

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
