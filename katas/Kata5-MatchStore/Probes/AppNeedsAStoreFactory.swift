// Probe: an app cannot be made from a base URL alone, without being told how to build its stores (README step [app]).
// Fails with: [missing_argument_named]
// Fails with: [missing_argument_positional]
// Fails with: [missing_arguments_in_call]
// Fails with: [wrong_argument_labels]
// Fails with: [cannot_convert_argument_value]

import Foundation

@testable import Kata5

@MainActor
func makeAnAppThatBuildsItsOwnStores() {
    _ = App(baseURL: URL(string: "https://goals.example")!)
}
