import Testing

@testable import Kata1

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@MainActor
@Test("Loading the view sets the important value on the stub, then asks it for the important work")
func loadingTheViewUsesTheStub() {
    let stub = ScaryStub()
    let viewController = makeViewController(using: stub)

    viewController.viewDidLoad()

    #expect(stub.calls == ["someImportantValue = So important!", "doSomethingImportant()"])
}
