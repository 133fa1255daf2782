import Testing

@testable import Kata2

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@Test("Your test, still to be written") func yourTest() {
    Issue.record(
        "Write your own test here: what a subscribed customer and one who is not each save, at a price of exactly 100 and at one above, with a CustomerManagerMock in place of CustomerManager.shared (README step [your-test])"
    )
}
