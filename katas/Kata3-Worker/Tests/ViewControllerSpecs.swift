import Testing

@testable import Kata3

/// What `ViewController` does once a test can hand it a `WorkerSpy` in place of the shared worker.
///
/// Each spec runs on the main actor from start to end without suspending, so no other spec can make the
/// shared worker work between a spec's two readings of its `workDone`, even with the specs in parallel.
@MainActor
struct ViewControllerSpecs {
    let spy = WorkerSpy()

    @Test("doSomeWork() asks the spy to do something, once, while the view controller alone keeps the spy")
    func doSomeWorkAsksTheSpyOnce() {
        let sharedWorkBefore = Worker.sharedWorker.workDone

        makeViewController(using: spy).doSomeWork()

        #expect(spy.doSomethingCalls == 1, whyTheSpyWasNotAskedOnce("doSomeWork()", sharedWorkBefore))

        // Once the wiring hands spies in, a spy that only the view controller keeps must stay alive.
        guard spy.doSomethingCalls > 0 else { return }
        weak var kept: WorkerSpy?
        let keeper: ViewController = {
            let other = WorkerSpy()
            kept = other
            return makeViewController(using: other)
        }()
        keeper.doSomeWork()
        #expect(
            kept != nil,
            "A spy that the spec let go of once the view controller had it was gone: the view controller must keep the worker it is handed, not hold it weakly (README step [hand-in])"
        )
    }

    @Test("Loading the view asks the spy to do something, once")
    func loadingTheViewAsksTheSpyOnce() {
        let sharedWorkBefore = Worker.sharedWorker.workDone

        makeViewController(using: spy).viewDidLoad()

        #expect(spy.doSomethingCalls == 1, whyTheSpyWasNotAskedOnce("Loading the view", sharedWorkBefore))
    }

    @Test("The spy counts the work instead of doing it")
    func spyDoesNoneOfTheRealWork() {
        makeViewController(using: spy).doSomeWork()
        let realWork = realWorkDone(by: spy)

        #expect(
            spy.doSomethingCalls > 0 || realWork > 0,
            "The spy was never asked to do something, so nothing shows yet whether it does the real work: the view controller must ask the worker it is handed (README step [hand-in]), and the wiring spot must hand it the spy (README step [wiring])"
        )
        #expect(realWork == 0, whyTheSpyDidTheRealWork(realWork))
    }

    @Test("The view controller under test never makes the shared worker work")
    func sharedWorkerIsLeftAlone() {
        let before = Worker.sharedWorker.workDone

        let viewController = makeViewController(using: spy)
        let sharedWorkWhileWiring = Worker.sharedWorker.workDone - before
        viewController.viewDidLoad()
        viewController.doSomeWork()
        let sharedWork = Worker.sharedWorker.workDone - before

        #expect(sharedWork == 0, whyTheSharedWorkerWorked(sharedWork, sharedWorkWhileWiring))
    }

    @Test(
        "ViewController() has the shared worker do the work: none when made, then once each time the view loads or doSomeWork() runs"
    )
    func productionViewControllerUsesTheSharedWorker() {
        var work: [Int] = []
        var before = Worker.sharedWorker.workDone
        let step = {
            work.append(Worker.sharedWorker.workDone - before)
            before = Worker.sharedWorker.workDone
        }

        let viewController = ViewController()
        step()
        viewController.viewDidLoad()
        step()
        viewController.doSomeWork()
        step()
        viewController.viewDidLoad()
        step()

        #expect(
            work == [0, 1, 1, 1],
            "ViewController(), made the way the app makes it, raised Worker.sharedWorker's workDone by \(work[0]) when made, \(work[1]) when its view loaded, \(work[2]) on doSomeWork() and \(work[3]) when its view loaded again, not 0, 1, 1 and 1: unless it is handed another worker, it must have the shared one do the work each time it is asked, not one of its own, not none and not earlier (README step [hand-in])"
        )
    }

    /// The work the real `Worker.doSomething()` did on `spy`; none while `WorkerSpy` is not a `Worker`.
    private func realWorkDone(by spy: WorkerSpy) -> Int {
        (spy as AnyObject as? Worker)?.workDone ?? 0
    }

    /// Says how the spy came to do the real work, from whether it counted the call as well.
    private func whyTheSpyDidTheRealWork(_ realWork: Int) -> Comment {
        if spy.doSomethingCalls > 0 {
            return
                "The spy did the real work as well as counting the call (its workDone is \(realWork)): it must count instead of doing the work (README step [spy])"
        }
        return
            "The spy did the real work and counted nothing (its workDone is \(realWork), its count 0): it must override doSomething() to count the call instead of doing the work (README step [spy])"
    }

    /// Says why the shared worker did work for the view controller under test, from what the spy saw.
    private func whyTheSharedWorkerWorked(_ sharedWork: Int, _ sharedWorkWhileWiring: Int) -> Comment {
        if sharedWorkWhileWiring > 0 {
            return
                "The wiring spot put the view controller to work before it had the spy, so Worker.sharedWorker did the work (its workDone went up by \(sharedWorkWhileWiring)): hand the spy in before anything asks for work (README step [wiring])"
        }
        if spy.doSomethingCalls > 0 {
            return
                "The spy was asked, and Worker.sharedWorker did the work as well (its workDone went up by \(sharedWork)): the view controller must ask only the worker it is handed (README step [hand-in]), and the spy must not pass the work on (README step [spy])"
        }
        return
            "The view controller under test made Worker.sharedWorker do the work (its workDone went up by \(sharedWork)): it must ask the worker it is handed (README step [hand-in]), and the wiring spot must hand it the spy (README step [wiring])"
    }

    /// Says why `action` did not ask the spy exactly once, from what the spy and the shared worker saw.
    private func whyTheSpyWasNotAskedOnce(_ action: String, _ sharedWorkBefore: Int) -> Comment {
        let calls = spy.doSomethingCalls
        if calls > 1 {
            return
                "\(action) asked the spy \(calls) times instead of once: the view controller must ask its worker once per doSomeWork() (README step [hand-in]), and the wiring spot must hand it over without putting it to work (README step [wiring])"
        }
        if Worker.sharedWorker.workDone > sharedWorkBefore {
            let first =
                spy as AnyObject is Worker
                ? "" : "; the spy must first be a Worker (README steps [test-only-init] and [spy])"
            return
                "\(action) had Worker.sharedWorker do the work instead of the spy: the view controller must ask the worker it is handed (README step [hand-in]), and the wiring spot must hand it the spy (README step [wiring])\(first)"
        }
        if realWorkDone(by: spy) > 0 {
            return
                "\(action) made the spy do the real work, and the spy counted nothing: it must override doSomething() to count the call instead (README step [spy])"
        }
        return
            "\(action) asked neither the spy nor the shared worker: the wiring spot must hand the view controller the very spy it is given, not another (README step [wiring])"
    }
}
