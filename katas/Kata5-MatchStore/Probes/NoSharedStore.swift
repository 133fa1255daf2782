// Probe: nothing can reach a store shared by the whole app (README step 4).
// Fails with: has no member 'sharedInstance'

@testable import Kata5

@MainActor
func reachForTheSharedStore() {
    _ = Store.sharedInstance()
}
