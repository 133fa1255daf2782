/// Does the app's work for its screens; the app reaches it through `sharedWorker` and makes no other.
@MainActor
class Worker {
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    /// The one worker the app uses; `@MainActor` is what lets a plain `static let` compile in Swift 6 mode.
    static let sharedWorker = Worker()

    /// How many times `doSomething()` has run on this worker.
    private(set) var workDone = 0

    private init() {}

    /// Does the app's work, which has a real side effect: it logs.
    func doSomething() {
        workDone += 1
        print("Worker: doing something in the app code (#\(workDone))")
    }
}
