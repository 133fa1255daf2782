import Foundation

@testable import Kata5

/// Stands in for `Store` in the view model specs: it answers two known matches and counts each fetch.
final class MockStore: Store {
    /// The matches the mock answers with.
    let matches = [
        Match(homePlayer: "Alice", awayPlayer: "Bob"),
        Match(homePlayer: "Carol", awayPlayer: "Dave"),
    ]

    private(set) var fetchMatchesCalls = 0

    init() {
        super.init(baseURL: URL(string: "https://mock.example")!)
    }

    override func fetchMatches() async -> [Match] {
        fetchMatchesCalls += 1
        return matches
    }
}
