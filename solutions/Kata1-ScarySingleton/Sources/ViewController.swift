/// A screen of the app, in the shape of a UIKit view controller.
@MainActor
final class ViewController {
    private let scarySingleton: ScarySingleton

    /// Makes the view controller the app uses, backed by the shared instance.
    init() {
        scarySingleton = .sharedInstance
    }

    /// Makes a view controller backed by `scarySingleton`, so tests can hand in a stand-in.
    init(scarySingleton: ScarySingleton) {
        self.scarySingleton = scarySingleton
    }

    /// Called once the view is loaded, as UIKit would.
    func viewDidLoad() {
        scarySingleton.someImportantValue = "So important!"
        scarySingleton.doSomethingImportant()
    }
}
