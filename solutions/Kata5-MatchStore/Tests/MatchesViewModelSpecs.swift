import Testing

@testable import Kata5

/// What `MatchesViewModel` does once it takes its `Store` from whoever creates it.
@MainActor
struct MatchesViewModelSpecs {
    let mock = MockStore()

    @Test("Becoming active fetches matches from the injected store exactly once")
    func fetchesMatchesOnceWhenActive() async {
        let viewModel = makeMatchesViewModel(store: mock)

        viewModel.isActive = true
        await viewModel.fetch?.value

        #expect(
            mock.fetchMatchesCalls == 1,
            "The mock store was not asked for matches exactly once: MatchesViewModel still fetches from Store.sharedInstance() (README step 1)"
        )
    }

    @Test("An active view model reports the number of matches its store returned")
    func reportsTheNumberOfMatches() async {
        let viewModel = makeMatchesViewModel(store: mock)

        viewModel.isActive = true
        await viewModel.fetch?.value

        #expect(
            viewModel.numberOfMatches() == mock.matches.count,
            "The view model does not report the mock store's \(mock.matches.count) matches: it still counts what Store.sharedInstance() returned (README step 1)"
        )
    }
}
