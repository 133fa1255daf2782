// Probe: an app cannot be made from a base URL alone, without being told how to build its stores (README step [app]).
// Fails with: missing argument for parameter
// Fails with: missing arguments for parameters

import Foundation

@testable import Kata5

@MainActor
func makeAnAppThatBuildsItsOwnStores() {
    _ = App(baseURL: URL(string: "https://goals.example")!)
}
