// Probe: the client's send(_:as:) stays async, so every caller awaits it whatever the store's isolation (README step [isolation]).
// Fails with: [async_in_nonasync_function]
@testable import Kata8

/// A request sent without awaiting: only a client whose send(_:as:) is synchronous would take it.
func sendWithoutAwaiting(_ client: APIClient) throws -> String {
    try client.send("inbox", as: "ada")
}
