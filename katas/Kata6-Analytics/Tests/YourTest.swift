import Testing

@testable import Kata6

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@Test("Your test, still to be written") func yourTest() {
    Issue.record(
        "Write your own test here: placing an order tracks each item it reserves, then the order, with an AnalyticsSpy bound by your trait in place of the real service (README step [your-test])"
    )
}
