// Probe: whoever makes a client names the store it signs in with; no default chooses for them (README step [inject]).
// Fails with: [missing_argument_named]
// Fails with: [missing_argument_positional]
// Fails with: [extra_argument_labels]
@testable import Kata8

/// A client made without a word about its store: only a client that chooses the store itself would take it.
func makeAClientWithoutAStore(server: any Server) -> APIClient {
    APIClient(server: server)
}
