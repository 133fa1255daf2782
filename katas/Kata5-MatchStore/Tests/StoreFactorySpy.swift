import Foundation

@testable import Kata5

/// Builds the stores an app asks for and records what each one sends, so specs can see which requests went to which
/// server. It holds the stores weakly: only the app and its screens keep a store alive, as with no spy.
@MainActor
final class StoreFactorySpy {
    private var built: [(store: Weak, record: Record)] = []

    /// The requests each store sent, one list per store, in the order the stores were built.
    var sentRequests: [[String]] {
        built.map(\.record.requests)
    }

    /// Builds a store for `baseURL` whose requests this spy records.
    func makeStore(baseURL: URL) -> Store {
        let record = Record()
        let store = RecordedStore(baseURL: baseURL, record: record)
        built.append((Weak(store), record))
        return store
    }

    /// The requests of one store, kept after the store is gone.
    private final class Record {
        var requests: [String] = []
    }

    private struct Weak {
        weak var store: Store?
        init(_ store: Store) { self.store = store }
    }

    /// A real store that copies its requests into the spy's record after each one.
    private final class RecordedStore: Store {
        let record: Record

        init(baseURL: URL, record: Record) {
            self.record = record
            super.init(baseURL: baseURL)
        }

        override func fetchMatches() async -> [Match] {
            let matches = await super.fetchMatches()
            record.requests = sentRequests
            return matches
        }

        override func fetchPlayers() async -> [String] {
            let players = await super.fetchPlayers()
            record.requests = sentRequests
            return players
        }

        override func createMatch(_ match: Match) async {
            await super.createMatch(match)
            record.requests = sentRequests
        }
    }
}
