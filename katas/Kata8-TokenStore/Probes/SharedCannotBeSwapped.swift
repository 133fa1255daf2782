// Probe: no test can swap the app's one store for a store of its own, so the tempting fix is gone (README step [isolation]).
// Fails with: [assignment_lhs_is_immutable_property]
// Fails with: [could_not_find_type_member]
@testable import Kata8

/// The tempting fix: one global swap that every spec running at the same time would see.
@MainActor func swapTheSharedStore(for store: TokenStore) {
    TokenStore.shared = store
}
