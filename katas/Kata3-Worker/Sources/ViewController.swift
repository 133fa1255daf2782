/// A screen of the app, in the shape of a UIKit view controller.
@MainActor
final class ViewController {
    /// Called once the view is loaded, as UIKit would.
    func viewDidLoad() {
        doSomeWork()
    }

    /// Hands the screen's work to the worker.
    func doSomeWork() {
        Worker.sharedWorker.doSomething()  // 👈 hidden dependency
    }
}
