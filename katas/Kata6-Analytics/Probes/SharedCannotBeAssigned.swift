// Probe: no test can assign Analytics.shared any more, so the tempting fix is gone (README step [task-local]).
// Fails with: [assignment_lhs_is_immutable_property]
@testable import Kata6

/// The tempting fix: one global swap that every test running at the same time would see.
func swapTheSharedService() {
    Analytics.shared = Analytics()
}
