// Probe: no other module can make a worker; the initializer is relaxed for tests, never public (README step [test-only-init]).
// Fails with: initializer is inaccessible due to
import Kata3

/// Another module of the app, trying to make a second worker.
@MainActor
func makeAnotherWorker() -> Worker {
    Worker()
}
