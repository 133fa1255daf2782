// Probe: no other module can make a worker; the initializer is relaxed for tests, never public (README step [test-only-init]).
// Fails with: [init_candidate_inaccessible]
import Kata3

/// Another module of the app, trying to make a second worker.
@MainActor
func makeAnotherWorker() -> Worker {
    Worker()
}
