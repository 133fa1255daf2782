// Probe: a create-match flow cannot be made without a store (README step [flow]).
// Fails with: missing argument for parameter

@testable import Kata5

@MainActor
func makeAFlowWithoutAStore() {
    _ = CreateMatchViewModel()
}
