/// A legacy session object that the whole app reaches through `sharedInstance`.
class ScarySingleton {
    /// Swift 6 rejects a shared instance of a non-`Sendable` class; `nonisolated(unsafe)` silences that, as legacy code does.
    nonisolated(unsafe) static let sharedInstance = ScarySingleton()

    /// A value the rest of the app reads; every time it is set, this instance counts it.
    var someImportantValue: String? {
        didSet { importantValueSets += 1 }
    }

    /// How many times `someImportantValue` has been set on this instance.
    private(set) var importantValueSets = 0

    /// How many times `doSomethingImportant()` has run on this instance.
    private(set) var importantThingsDone = 0

    /// Does the app's important work, which has a real side effect: it logs.
    func doSomethingImportant() {
        importantThingsDone += 1
        print("ScarySingleton: doing something important (#\(importantThingsDone))")
    }
}
