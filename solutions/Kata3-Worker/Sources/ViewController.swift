/// A screen of the app, in the shape of a UIKit view controller.
@MainActor
final class ViewController {
    /// The worker this screen hands its work to; tests set a stand-in before the view loads.
    var worker = Worker.sharedWorker

    /// Called once the view is loaded, as UIKit would.
    func viewDidLoad() {
        doSomeWork()
    }

    /// Hands the screen's work to the worker.
    func doSomeWork() {
        worker.doSomething()
    }
}
