import Foundation

/// The app object, one per running app: it holds the first screen's view model and hears about settings changes.
@MainActor
final class App {
    /// The first screen: the list of matches.
    private(set) var matchesViewModel = MatchesViewModel()

    /// Called by the settings screen when the user picks another server.
    func settingsDidChange(baseURL: URL) {
        Store.sharedInstance().baseURL = baseURL  // 👈 hidden dependency: every open screen changes server at once
    }
}
