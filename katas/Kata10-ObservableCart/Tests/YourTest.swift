import Testing

@testable import Kata10

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@Test("Your test, still to be written") func yourTest() {
    Issue.record(
        "Write your own test here: with withObservationTracking, pin that the badge of an app opened through the wiring spot re-renders when the app's cart screen adds an item, and then shows how many items the cart holds (README step [your-test])"
    )
}
