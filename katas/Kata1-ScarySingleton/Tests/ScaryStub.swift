@testable import Kata1

/// Stands in for `ScarySingleton`: it does nothing important, but counts each time it is asked to.
final class ScaryStub: ScarySingleton {
    private(set) var doSomethingImportantCalls = 0

    override func doSomethingImportant() {
        doSomethingImportantCalls += 1
    }
}
