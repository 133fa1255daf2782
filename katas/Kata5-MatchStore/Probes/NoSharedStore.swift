// Probe: nothing can reach a store shared by the whole app (README step [no-singleton]).
// Fails with: [could_not_find_type_member]

@testable import Kata5

@MainActor
func reachForTheSharedStore() {
    _ = Store.sharedInstance()
}
