@testable import Kata8

// ✏️ Wiring spot: the one test file you edit in this kata, besides your test (README step [inject]).

/// A client that talks to `server` and keeps its tokens in a store of its own, apart from every other client's.
func makeClient(server: ServerStub) async -> APIClient {
    APIClient(server: server, store: TokenStore())
}
