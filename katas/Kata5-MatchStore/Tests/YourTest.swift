import Testing

@testable import Kata5

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@Test("Your test, still to be written") func yourTest() {
    Issue.record(
        "Write your own test here: each settings change gives the app a new list on a store for the server picked, which fetches once each time its screen becomes active, and only then, with a StoreFactorySpy building the stores (README step [your-test])"
    )
}
