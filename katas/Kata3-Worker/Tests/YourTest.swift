import Testing

@testable import Kata3

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@Test("Your test, still to be written") func yourTest() {
    Issue.record(
        "Write your own test here: loading the view asks the view controller's worker for its work, once, with a WorkerSpy in place of Worker.sharedWorker (README step [your-test])"
    )
}
