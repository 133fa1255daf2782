// Probe: a store's server is fixed when the store is made (README step [no-singleton]).
// Fails with: [assignment_lhs_is_immutable_property]

import Foundation

@testable import Kata5

@MainActor
func moveAStoreToAnotherServer(store: Store) {
    store.baseURL = URL(string: "https://new.example")!
}
