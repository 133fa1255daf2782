// Probe: a matches list cannot be made without a store (README step [list]).
// Fails with: missing argument for parameter

@testable import Kata5

@MainActor
func makeAListWithoutAStore() {
    _ = MatchesViewModel()
}
