import Testing

@testable import Kata3

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@MainActor
@Test("Loading the view asks the spy for the work, once")
func loadingTheViewAsksTheSpy() {
    let spy = WorkerSpy()
    let viewController = makeViewController(using: spy)

    viewController.viewDidLoad()

    #expect(spy.doSomethingCalls == 1)
}
