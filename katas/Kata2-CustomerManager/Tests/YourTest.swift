import Testing

@testable import Kata2

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@Test("Your test, still to be written") func yourTest() {
    Issue.record(
        "Write your own test here: the discount's four rules (5 % at exactly 100, 10 % at 101, 10 % more for a subscribed customer, nothing more for one who is not), with a CustomerManagerMock in place of CustomerManager.shared (README step [your-test])"
    )
}
