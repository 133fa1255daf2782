import Testing

@testable import Kata7

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@Test("Your test, still to be written") func yourTest() {
    Issue.record(
        "Write your own test here: the app asks on its third launch and then at most once every 120 days, posting ratingPromptWillAsk once each time, after noting when it asked, launched through the wiring spot with defaults, a notification center and a clock of the test's own (README step [your-test])"
    )
}
