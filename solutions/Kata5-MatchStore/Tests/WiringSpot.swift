import Foundation

@testable import Kata5

// ✏️ Wiring spot: the one test file you edit in this kata (README steps [list] and [app]).

/// Makes the matches view model under test, handing it `store` in place of the shared store.
@MainActor
func makeMatchesViewModel(store: MockStore) -> MatchesViewModel {
    MatchesViewModel(store: store)
}

/// Makes the app under test on `baseURL`, building every store it needs through `storeFactory`.
@MainActor
func makeApp(baseURL: URL, storeFactory: StoreFactorySpy) -> App {
    App(baseURL: baseURL, makeStore: storeFactory.makeStore(baseURL:))
}
