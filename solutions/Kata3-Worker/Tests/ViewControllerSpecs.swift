import Testing

@testable import Kata3

/// What `ViewController` does once a test can hand it a `WorkerSpy` in place of the shared worker.
@MainActor
struct ViewControllerSpecs {
    let spy = WorkerSpy()

    @Test("doSomeWork() asks the spy to do something")
    func doSomeWorkAsksTheWorkerToDoSomething() {
        makeViewController(using: spy).doSomeWork()

        #expect(
            spy.doSomethingCalls == 1,
            "doSomeWork() reached the spy's doSomething() \(spy.doSomethingCalls) times instead of once: ViewController must ask its worker property, and the wiring spot must hand it a WorkerSpy that overrides doSomething() (README steps 1 to 4)"
        )
    }

    @Test("Loading the view does the work exactly once")
    func loadingTheViewDoesTheWorkOnce() {
        makeViewController(using: spy).viewDidLoad()

        #expect(
            spy.doSomethingCalls == 1,
            "Loading the view reached the spy's doSomething() \(spy.doSomethingCalls) times instead of once: viewDidLoad() must reach it through doSomeWork() and the worker property (README steps 1 to 4), and the wiring spot must not load the view itself"
        )
    }

    @Test("The specs never make the shared worker do anything")
    func sharedWorkerIsNeverCalled() {
        let before = Worker.sharedWorker.workDone

        let viewController = makeViewController(using: spy)
        viewController.viewDidLoad()
        viewController.doSomeWork()

        #expect(
            Worker.sharedWorker.workDone == before,
            "The view controller under test made the real Worker.sharedWorker do its work: hand it the spy through its worker property (README steps 1 and 4)"
        )
    }

    @Test("ViewController() keeps using the shared worker")
    func productionViewControllerUsesTheSharedWorker() {
        let held = Mirror(reflecting: ViewController()).children.compactMap { $0.value as? Worker }

        #expect(
            held.contains { $0 === Worker.sharedWorker },
            "ViewController() holds no reference to Worker.sharedWorker: give it a worker property that defaults to the shared worker (README step 1)"
        )
    }
}
