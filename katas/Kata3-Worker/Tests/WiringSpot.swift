@testable import Kata3

// ✏️ Wiring spot: the one test file you edit in this kata (README steps [spy] and [wiring]).

/// Stands in for `Worker`: it does none of the work, but counts each time it is asked to do something.
final class WorkerSpy {  // 👈 not a Worker yet: Worker's private init() forbids subclassing it
    private(set) var doSomethingCalls = 0
}

/// Makes the view controller under test, handing it `spy` in place of the shared worker.
@MainActor
func makeViewController(using spy: WorkerSpy) -> ViewController {
    ViewController()  // 👈 the spy is not handed in yet, so the shared worker is used
}
