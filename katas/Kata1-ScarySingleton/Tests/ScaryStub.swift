@testable import Kata1

/// Stands in for `ScarySingleton`: it does nothing important, but records each value set on it and each time it is
/// asked to do something important, in order.
final class ScaryStub: ScarySingleton {
    private(set) var calls: [String] = []

    override var someImportantValue: String? {
        didSet { calls.append("someImportantValue = \(someImportantValue ?? "nil")") }
    }

    override func doSomethingImportant() {
        calls.append("doSomethingImportant()")
    }
}
