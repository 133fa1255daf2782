/// A legacy session object that the whole app reaches through `sharedInstance`.
class ScarySingleton {
    /// Swift 6, in a module nonisolated by default as this one is, rejects a shared instance of a non-`Sendable`
    /// class; `nonisolated(unsafe)` silences that, as legacy code does.
    nonisolated(unsafe) static let sharedInstance = ScarySingleton()

    /// A value the rest of the app reads; this instance records every time it is read or set.
    var someImportantValue: String? {
        get {
            record.append("someImportantValue read")
            return importantValue
        }
        set {
            importantValue = newValue
            record.append("someImportantValue = \(newValue ?? "nil")")
        }
    }
    private var importantValue: String?

    /// What was done to this instance, oldest first: each read and set of the value, and each `doSomethingImportant()`.
    private(set) var record: [String] = []

    /// Does the app's important work, which has a real side effect: it logs.
    func doSomethingImportant() {
        record.append("doSomethingImportant()")
        print("ScarySingleton: doing something important (#\(record.count { $0 == "doSomethingImportant()" }))")
    }
}
