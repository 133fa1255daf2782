// Probe: nothing can reach a store shared by the whole app (README step [no-singleton]).
// Fails with: has no member 'sharedInstance'

@testable import Kata5

@MainActor
func reachForTheSharedStore() {
    _ = Store.sharedInstance()
}
