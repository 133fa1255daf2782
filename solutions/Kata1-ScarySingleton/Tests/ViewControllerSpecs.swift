import Testing

@testable import Kata1

/// What `ViewController` does once it takes its `ScarySingleton` from whoever creates it.
@MainActor
struct ViewControllerSpecs {
    let stub = ScaryStub()

    @Test("viewDidLoad() asks the injected singleton to do something important")
    func viewDidLoadDoesSomethingImportant() {
        makeViewController(using: stub).viewDidLoad()

        #expect(
            stub.doSomethingImportantCalls == 1,
            "The stub was never asked to do something important: viewDidLoad() still calls ScarySingleton.sharedInstance (README step 2), or the wiring spot does not hand the stub in yet (README step 4)"
        )
    }

    @Test("viewDidLoad() sets someImportantValue on the injected singleton")
    func viewDidLoadSetsTheImportantValue() {
        makeViewController(using: stub).viewDidLoad()

        #expect(
            stub.someImportantValue == "So important!",
            "The stub's someImportantValue was not set: viewDidLoad() still writes to ScarySingleton.sharedInstance (README step 2), or the wiring spot does not hand the stub in yet (README step 4)"
        )
    }

    @Test("ViewController() keeps using the shared instance")
    func productionInitializerUsesTheSharedInstance() {
        let held = Mirror(reflecting: ViewController()).children.compactMap { $0.value as? ScarySingleton }

        #expect(
            held.contains { $0 === ScarySingleton.sharedInstance },
            "ViewController() holds no reference to ScarySingleton.sharedInstance: give it a stored property that init() sets to the shared instance (README step 1)"
        )
    }

    @Test("Loading the view leaves the shared instance untouched")
    func sharedInstanceIsLeftAlone() {
        let before = ScarySingleton.sharedInstance.importantThingsDone

        makeViewController(using: stub).viewDidLoad()

        #expect(
            ScarySingleton.sharedInstance.importantThingsDone == before,
            "Loading the view made the real ScarySingleton do its work: viewDidLoad() still calls ScarySingleton.sharedInstance (README step 2), or the wiring spot does not hand the stub in yet (README step 4)"
        )
    }
}
