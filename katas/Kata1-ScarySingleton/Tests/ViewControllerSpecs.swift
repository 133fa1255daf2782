import Testing

@testable import Kata1

/// What `ViewController` does once it takes its `ScarySingleton` from whoever creates it.
///
/// The shared instance and the stub record what is done to them, in order. A spec reads those records before and
/// after each act (making a view controller, loading its view, loading it again), inside one `@MainActor` test with
/// no suspension point, so no other spec can add to them in between; and no spec does anything to the shared
/// instance but what `ViewController()` does when its view loads.
@MainActor
struct ViewControllerSpecs {
    let stub = ScaryStub()

    /// What one load of the view does, in the starting code and after the refactoring.
    let oneLoad = ["someImportantValue = So important!", "doSomethingImportant()"]

    @Test("viewDidLoad() asks the injected singleton to do something important, once per load")
    func viewDidLoadDoesSomethingImportant() {
        let viewController = makeViewController(using: stub)
        let beforeLoading = stub.calls

        let loads = [loadView(of: viewController), loadView(of: viewController)]

        #expect(
            beforeLoading.isEmpty,
            "The stub got \(beforeLoading) before the view loaded: making a view controller must only keep the singleton it is handed (README step [hand-in]), and the wiring spot must leave loading the view to the specs (README step [wiring])"
        )
        let work = loads.map { $0.stub.count { $0 == "doSomethingImportant()" } }
        #expect(
            work == [1, 1],
            "Loading the view twice asked the stub to do something important \(work[0]) and then \(work[1]) times, not once each time: \(work.contains { $0 > 1 } || (work[0] == 1) ? "viewDidLoad() must ask once, every time the view loads (README step [use-kept])" : whyTheStubWasSkipped(loads[0]))"
        )

        // 4️⃣ once the wiring hands stubs in, a stub that only the view controller keeps must stay alive
        guard !stub.calls.isEmpty else { return }
        weak var kept: ScaryStub?
        let keeper: ViewController = {
            let other = ScaryStub()
            kept = other
            return makeViewController(using: other)
        }()
        keeper.viewDidLoad()
        #expect(
            kept != nil,
            "A stub that the spec let go of once the view controller had it was gone: the view controller must keep the singleton it is handed, not hold it weakly (README step [keep])"
        )
    }

    @Test("viewDidLoad() sets someImportantValue on the injected singleton, then asks for the work, every load")
    func viewDidLoadSetsTheImportantValue() {
        let viewController = makeViewController(using: stub)

        let loads = [loadView(of: viewController), loadView(of: viewController)]

        #expect(
            loads.map(\.stub) == [oneLoad, oneLoad],
            "Loading the view twice did \(loads[0].stub) and then \(loads[1].stub) to the stub, not \(oneLoad) each time: \(loads[0].stub.isEmpty ? whyTheStubWasSkipped(loads[0]) : "viewDidLoad() must set the value and then ask for the work, in that order, every time the view loads (README step [use-kept])")"
        )
    }

    @Test(
        "ViewController() keeps the shared instance: loading its view sets the value and does the work there, each load"
    )
    func productionInitializerUsesTheSharedInstance() {
        // 1️⃣ a test makes its own view controller with its stub, as the other specs do
        _ = makeViewController(using: stub)
        let shared = ScarySingleton.sharedInstance
        let beforeMaking = shared.record.count

        // 2️⃣ the app makes its view controller, loads the view twice, as after a memory warning, then lets it go
        var whileMaking: [String] = []
        var loads: [[String]] = []
        do {
            let viewController = ViewController()
            whileMaking = Array(shared.record.dropFirst(beforeMaking))
            loads = [loadView(of: viewController).shared, loadView(of: viewController).shared]
        }
        let afterLoads = beforeMaking + whileMaking.count + loads.joined().count
        let whileLettingGo = Array(shared.record.dropFirst(afterLoads))

        // 3️⃣ nothing happened until the view loaded, and each load did what it always did
        #expect(
            whileMaking.isEmpty,
            "ViewController() did \(whileMaking) to ScarySingleton.sharedInstance before its view loaded: making a view controller must only keep the shared instance (README step [keep])"
        )
        #expect(
            loads == [oneLoad, oneLoad],
            "Loading the view of ViewController() twice did \(loads[0]) and then \(loads[1]) to ScarySingleton.sharedInstance, not \(oneLoad) each time: \(loads[0].isEmpty ? whyTheSharedInstanceWasSkipped() : "viewDidLoad() must set the value and then ask for the work, every time the view loads (README step [use-kept])")"
        )
        #expect(
            whileLettingGo.isEmpty,
            "Letting go of the app's view controller did \(whileLettingGo) to ScarySingleton.sharedInstance: a view controller does to it only what loading its view did before (README step [keep])"
        )
    }

    @Test("Loading a view controller made with the stub sets nothing on the shared instance and makes it do nothing")
    func sharedInstanceIsLeftAlone() {
        let shared = ScarySingleton.sharedInstance
        let beforeMaking = shared.record.count

        let viewController = makeViewController(using: stub)
        let whileMaking = Array(shared.record.dropFirst(beforeMaking))
        let load = loadView(of: viewController)

        #expect(
            whileMaking.isEmpty && load.shared.isEmpty,
            "A view controller made with the stub did \(whileMaking + load.shared) to the real ScarySingleton\(whileMaking.isEmpty ? " when its view loaded" : " before its view loaded"): \(whyTheSharedInstanceWasUsed())"
        )
    }
}

extension ViewControllerSpecs {
    /// Loads the view of `viewController`; returns what the stub and the shared instance got meanwhile, in order.
    private func loadView(of viewController: ViewController) -> (stub: [String], shared: [String]) {
        let shared = ScarySingleton.sharedInstance
        let (stubBefore, sharedBefore) = (stub.calls.count, shared.record.count)

        viewController.viewDidLoad()

        return (Array(stub.calls.dropFirst(stubBefore)), Array(shared.record.dropFirst(sharedBefore)))
    }

    /// Which README step to look at, once loading the view left out some of the stub's work.
    private func whyTheStubWasSkipped(_ load: (stub: [String], shared: [String])) -> String {
        if !stub.calls.isEmpty {
            return
                "viewDidLoad() does part of its job on the singleton the view controller keeps and the rest on ScarySingleton.sharedInstance, or does it before the view loads (README step [use-kept])"
        }
        if load.shared.isEmpty {
            return
                "the shared instance was not used either, so the view controller holds something else: the wiring spot must hand in the very stub it is given (README step [wiring]); if it does, check that the view controller keeps the stand-in it is handed (README step [hand-in])"
        }
        return
            "the shared instance got it instead: viewDidLoad() still reaches for ScarySingleton.sharedInstance (README step [use-kept]), the view controller does not keep the stand-in it is handed (README step [hand-in]), or the wiring spot does not hand the stub in yet (README step [wiring])"
    }

    /// Which README step to look at, once loading a view controller made with the stub used the shared instance.
    private func whyTheSharedInstanceWasUsed() -> String {
        if !stub.calls.isEmpty {
            return
                "viewDidLoad() talks to the singleton the view controller keeps, and still to ScarySingleton.sharedInstance as well (README step [use-kept])"
        }
        return
            "viewDidLoad() still reaches for ScarySingleton.sharedInstance (README step [use-kept]), the view controller does not keep the stand-in it is handed (README step [hand-in]), or the wiring spot does not hand the stub in yet (README step [wiring])"
    }

    /// Which README step to look at, once `ViewController()` loaded its view without the shared instance.
    private func whyTheSharedInstanceWasSkipped() -> String {
        if !stub.calls.isEmpty {
            return
                "it used the stub a test had made its own view controller with, so handing a stand-in to one view controller must leave every other one on the shared instance (README step [hand-in])"
        }
        return "ViewController() must keep the shared instance (README step [keep])"
    }
}
