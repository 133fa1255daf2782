// Probe: no test can swap the app's one store for a store of its own, so the tempting fix is gone (README step [inject]).
// Fails with: [assignment_lhs_is_immutable_property]
// Fails with: [assignment_lhs_is_immutable_variable]
// Fails with: [could_not_find_type_member]
@testable import Kata9

/// The tempting fix: one global swap that every spec running at the same time would see. Main-actor isolated, as
/// everything in this module is by default, so the store's isolation does not stop it: only a constant does.
func swapTheSharedStore(for store: SessionStore) {
    SessionStore.shared = store
}
