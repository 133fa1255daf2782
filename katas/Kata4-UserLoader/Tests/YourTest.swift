import Testing

@testable import Kata4

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@Test("Your test, still to be written") func yourTest() {
    Issue.record(
        "Write your own test here: a user loaded from the network is kept in the cache, so loading it again asks no server, with a NetworkSpy and a cache of the test's own (README step [your-test])"
    )
}
