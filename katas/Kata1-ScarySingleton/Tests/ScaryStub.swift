@testable import Kata1

/// Stands in for `ScarySingleton`: it does nothing important, but records each read and set of its value and each
/// time it is asked to do something important, in order.
final class ScaryStub: ScarySingleton {
    private(set) var calls: [String] = []

    override var someImportantValue: String? {
        get {
            calls.append("someImportantValue read")
            return super.someImportantValue
        }
        set {
            super.someImportantValue = newValue
            calls.append("someImportantValue = \(newValue ?? "nil")")
        }
    }

    override func doSomethingImportant() {
        calls.append("doSomethingImportant()")
    }
}
