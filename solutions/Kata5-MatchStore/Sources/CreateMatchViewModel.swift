/// The "Create Match" screen: it loads the players to pick from and saves a match between the two picked.
@MainActor
final class CreateMatchViewModel {
    private let store: Store

    /// The players to pick from, once loaded.
    private(set) var players: [String] = []

    /// The player picked to play at home.
    var homePlayer: String?

    /// The player picked to play away.
    var awayPlayer: String?

    /// Makes the view model of a "Create Match" screen backed by `store`, which it keeps for life.
    init(store: Store) {
        self.store = store
    }

    /// Loads the players to pick from.
    func loadPlayers() async {
        players = await store.fetchPlayers()
    }

    /// Saves a match between the two picked players; does nothing until both are picked.
    func save() async {
        guard let homePlayer, let awayPlayer else { return }
        let match = Match(homePlayer: homePlayer, awayPlayer: awayPlayer)
        await store.createMatch(match)
    }
}
