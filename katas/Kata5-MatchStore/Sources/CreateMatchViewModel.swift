/// The "Create Match" screen: it loads the players to pick from and saves a match between the two picked.
@MainActor
final class CreateMatchViewModel {
    /// The players to pick from, once loaded.
    private(set) var players: [String] = []

    /// The player picked to play at home.
    var homePlayer: String?

    /// The player picked to play away.
    var awayPlayer: String?

    /// Loads the players to pick from.
    func loadPlayers() async {
        players = await Store.sharedInstance().fetchPlayers()  // 👈 hidden dependency
    }

    /// Saves a match between the two picked players; does nothing until both are picked.
    func save() async {
        guard let homePlayer, let awayPlayer else { return }
        let match = Match(homePlayer: homePlayer, awayPlayer: awayPlayer)
        await Store.sharedInstance().createMatch(match)  // 👈 hidden dependency
    }
}
