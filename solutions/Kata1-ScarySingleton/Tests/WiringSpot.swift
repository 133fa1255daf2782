@testable import Kata1

// ✏️ Wiring spot: the one test file you edit in this kata (README step [wiring]).

/// Makes the view controller under test, handing it `stub` in place of the shared instance.
@MainActor
func makeViewController(using stub: ScaryStub) -> ViewController {
    ViewController(scarySingleton: stub)
}
