// Probe: a create-match flow cannot be made without a store (README step [flow]).
// Fails with: [missing_argument_named]
// Fails with: [missing_argument_positional]
// Fails with: [missing_arguments_in_call]

@testable import Kata5

@MainActor
func makeAFlowWithoutAStore() {
    _ = CreateMatchViewModel()
}
