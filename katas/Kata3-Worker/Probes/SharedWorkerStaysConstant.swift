// Probe: nothing can put another worker in the place of `Worker.sharedWorker` (README step [test-only-init]).
// Fails with: [assignment_lhs_is_immutable_property]
import Kata3

/// Another module of the app, trying to swap the shared worker for one of its own.
@MainActor
func replaceTheSharedWorker(with other: Worker) {
    Worker.sharedWorker = other
}
