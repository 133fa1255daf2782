/// Does the app's work for its screens; the app reaches it through `sharedWorker` and makes no other.
///
/// `Worker` is public because the app's other modules use it too: they can reach `sharedWorker`, but
/// they cannot make a worker of their own.
@MainActor
public class Worker {
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    /// The one worker the app uses; `@MainActor` is what lets a plain `static let` compile in Swift 6 mode.
    public static let sharedWorker = Worker()

    /// How many times `doSomething()` has run on this worker.
    private(set) var workDone = 0

    private init() {}

    /// Does the app's work, which has a real side effect: it logs.
    public func doSomething() {
        workDone += 1
        print("Worker: doing something in the app code (#\(workDone))")
    }
}
