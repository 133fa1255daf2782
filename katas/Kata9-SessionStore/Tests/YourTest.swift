import Testing

@testable import Kata9

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@Test("Your test, still to be written") func yourTest() {
    Issue.record(
        "Write your own test here: an upload is signed with the token its account signed in with, with the new one once the account signs in again, and with none for an account that has not signed in; use an app from the wiring spot and UploadEngineStub (README step [your-test])"
    )
}
