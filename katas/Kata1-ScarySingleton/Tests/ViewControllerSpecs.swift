import Testing

@testable import Kata1

/// What `ViewController` does once it takes its `ScarySingleton` from whoever creates it.
///
/// The shared instance counts the values set on it and the work it does. A spec reads those counts before and
/// after, inside one `@MainActor` test with no suspension point, so no other spec can change them in between;
/// and no spec does anything to the shared instance but what `ViewController()` does when its view loads.
@MainActor
struct ViewControllerSpecs {
    let stub = ScaryStub()

    @Test("viewDidLoad() asks the injected singleton to do something important, once")
    func viewDidLoadDoesSomethingImportant() {
        let viewController = makeViewController(using: stub)
        let callsBeforeLoading = stub.doSomethingImportantCalls

        let shared = loadView(of: viewController)

        #expect(
            callsBeforeLoading == 0,
            "The stub was asked to do something important before the view loaded: the wiring spot must make the view controller and leave loading its view to the specs (README step [wiring])"
        )
        let calls = stub.doSomethingImportantCalls - callsBeforeLoading
        #expect(
            calls == 1,
            "Loading the view asked the stub to do something important \(calls) times instead of once: \(calls > 1 ? "viewDidLoad() must ask once (README step [use-kept])" : whyTheStubWasSkipped(shared))"
        )
    }

    @Test("viewDidLoad() sets someImportantValue on the injected singleton")
    func viewDidLoadSetsTheImportantValue() {
        let shared = loadView(of: makeViewController(using: stub))

        #expect(
            stub.someImportantValue == "So important!",
            "Loading the view did not set the stub's someImportantValue: \(whyTheStubWasSkipped(shared))"
        )
    }

    @Test("ViewController() loads its view with the shared instance, even after a test made one with its stub")
    func productionInitializerUsesTheSharedInstance() {
        // 1️⃣ a test makes its own view controller with its stub, as the other specs do
        _ = makeViewController(using: stub)
        let shared = ScarySingleton.sharedInstance
        let valuesSetBefore = shared.importantValueSets
        let workDoneBefore = shared.importantThingsDone

        // 2️⃣ the app makes its view controller and loads the view
        ViewController().viewDidLoad()

        // 3️⃣ the shared instance got the value and did the work
        #expect(
            shared.importantValueSets > valuesSetBefore && shared.someImportantValue == "So important!"
                && shared.importantThingsDone > workDoneBefore,
            "ViewController() loaded its view without setting the value on ScarySingleton.sharedInstance and asking it to do something important: \(whyTheSharedInstanceWasSkipped())"
        )
    }

    @Test("Loading a view controller made with the stub sets nothing on the shared instance and makes it do nothing")
    func sharedInstanceIsLeftAlone() {
        let shared = loadView(of: makeViewController(using: stub))

        #expect(
            shared.valuesSet == 0 && shared.workDone == 0,
            "Loading the view used the real ScarySingleton (someImportantValue set: \(shared.valuesSet), important things done: \(shared.workDone)): \(whyTheSharedInstanceWasUsed())"
        )
    }
}

extension ViewControllerSpecs {
    /// Loads the view of `viewController`; returns how many values the shared instance got meanwhile, and how much work it did.
    private func loadView(of viewController: ViewController) -> (valuesSet: Int, workDone: Int) {
        let shared = ScarySingleton.sharedInstance
        let valuesSetBefore = shared.importantValueSets
        let workDoneBefore = shared.importantThingsDone

        viewController.viewDidLoad()

        return (shared.importantValueSets - valuesSetBefore, shared.importantThingsDone - workDoneBefore)
    }

    /// Which README step to look at, once loading the view left out some of the stub's work.
    private func whyTheStubWasSkipped(_ shared: (valuesSet: Int, workDone: Int)) -> String {
        if stub.importantValueSets > 0 || stub.doSomethingImportantCalls > 0 {
            return
                "viewDidLoad() does part of its job on the singleton the view controller keeps and the rest on ScarySingleton.sharedInstance (README step [use-kept])"
        }
        if shared.valuesSet == 0 && shared.workDone == 0 {
            return
                "the shared instance was not used either, so the view controller holds something else: the wiring spot must hand in the very stub it is given (README step [wiring]); if it does, check that the view controller keeps the stand-in it is handed (README step [hand-in])"
        }
        return
            "the shared instance got it instead: viewDidLoad() still reaches for ScarySingleton.sharedInstance (README step [use-kept]), the view controller does not keep the stand-in it is handed (README step [hand-in]), or the wiring spot does not hand the stub in yet (README step [wiring])"
    }

    /// Which README step to look at, once loading a view controller made with the stub used the shared instance.
    private func whyTheSharedInstanceWasUsed() -> String {
        if stub.importantValueSets > 0 || stub.doSomethingImportantCalls > 0 {
            return
                "viewDidLoad() talks to the singleton the view controller keeps, and still to ScarySingleton.sharedInstance as well (README step [use-kept])"
        }
        return
            "viewDidLoad() still reaches for ScarySingleton.sharedInstance (README step [use-kept]), the view controller does not keep the stand-in it is handed (README step [hand-in]), or the wiring spot does not hand the stub in yet (README step [wiring])"
    }

    /// Which README step to look at, once `ViewController()` loaded its view without the shared instance.
    private func whyTheSharedInstanceWasSkipped() -> String {
        if stub.importantValueSets > 0 || stub.doSomethingImportantCalls > 0 {
            return
                "it used the stub a test had made its own view controller with, so handing a stand-in to one view controller must leave every other one on the shared instance (README step [hand-in])"
        }
        return "ViewController() must keep the shared instance (README step [keep])"
    }
}
