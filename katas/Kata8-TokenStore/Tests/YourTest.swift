import Testing

@testable import Kata8

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@Test("Your test, still to be written") func yourTest() {
    Issue.record(
        "Write your own test here: a client signs an account in once, sends its next request with the same token, signs in once more after the server refuses that token as expired, and uses the new token from then on; use a ServerStub and a client from the wiring spot (README step [your-test])"
    )
}
