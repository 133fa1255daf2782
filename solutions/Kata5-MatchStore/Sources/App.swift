import Foundation

/// The app object and composition root: the one place that builds stores and hands them to view models.
@MainActor
final class App {
    private let makeStore: (URL) -> Store

    /// The first screen of the current hierarchy: the list of matches.
    private(set) var matchesViewModel: MatchesViewModel

    /// Builds the first hierarchy on a store for `baseURL`.
    /// - Parameters:
    ///   - baseURL: The server picked in the settings.
    ///   - makeStore: Builds a store for a base URL; the app's entry point passes `Store.init(baseURL:)`.
    init(baseURL: URL, makeStore: @escaping (URL) -> Store) {
        self.makeStore = makeStore
        matchesViewModel = MatchesViewModel(store: makeStore(baseURL))
    }

    /// Called by the settings screen when the user picks another server: builds a whole new hierarchy on a fresh store.
    func settingsDidChange(baseURL: URL) {
        matchesViewModel = MatchesViewModel(store: makeStore(baseURL))
    }
}
