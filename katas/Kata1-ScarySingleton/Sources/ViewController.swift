/// A screen of the app, in the shape of a UIKit view controller.
@MainActor
final class ViewController {
    /// Called once the view is loaded, as UIKit would.
    func viewDidLoad() {
        ScarySingleton.sharedInstance.someImportantValue = "So important!"  // 👈 hidden dependency
        ScarySingleton.sharedInstance.doSomethingImportant()  // 👈 hidden dependency
    }
}
