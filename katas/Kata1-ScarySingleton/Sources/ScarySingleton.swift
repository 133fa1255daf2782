/// A legacy session object that the whole app reaches through `sharedInstance`.
class ScarySingleton {
    /// Swift 6 rejects a shared instance of a non-`Sendable` class; `nonisolated(unsafe)` silences that, as legacy code does.
    nonisolated(unsafe) static let sharedInstance = ScarySingleton()

    /// A value the rest of the app reads; this instance records every time it is set.
    var someImportantValue: String? {
        didSet { record.append("someImportantValue = \(someImportantValue ?? "nil")") }
    }

    /// What was done to this instance, oldest first: each value set, and each `doSomethingImportant()`.
    private(set) var record: [String] = []

    /// Does the app's important work, which has a real side effect: it logs.
    func doSomethingImportant() {
        record.append("doSomethingImportant()")
        print("ScarySingleton: doing something important (#\(record.count { $0 == "doSomethingImportant()" }))")
    }
}
