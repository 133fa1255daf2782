import Foundation

/// The app's client for the match server; this stand-in records the requests it would send and answers canned data.
@MainActor
class Store {
    private static let instance = Store(baseURL: URL(string: "https://goals.example")!)

    /// Returns the one store the whole app shares.
    static func sharedInstance() -> Store {
        instance
    }

    /// The server every request goes to; the settings screen may change it at any time.
    var baseURL: URL

    /// Each request sent so far, oldest first, such as `GET https://goals.example/matches`.
    private(set) var sentRequests: [String] = []

    /// Makes a store that sends its requests to `baseURL`.
    init(baseURL: URL) {
        self.baseURL = baseURL
    }

    /// Fetches every match on the server.
    func fetchMatches() async -> [Match] {
        sentRequests.append("GET \(url(of: "matches"))")
        return [
            Match(homePlayer: "Alice", awayPlayer: "Bob"),
            Match(homePlayer: "Carol", awayPlayer: "Dave"),
            Match(homePlayer: "Alice", awayPlayer: "Carol"),
        ]
    }

    /// Fetches the players a new match can be made of.
    func fetchPlayers() async -> [String] {
        sentRequests.append("GET \(url(of: "players"))")
        return ["Alice", "Bob", "Carol", "Dave"]
    }

    /// Saves `match` on the server as a new match.
    func createMatch(_ match: Match) async {
        sentRequests.append("POST \(url(of: "matches")) (\(match.homePlayer) v \(match.awayPlayer))")
    }

    private func url(of path: String) -> String {
        baseURL.appending(path: path).absoluteString
    }
}
