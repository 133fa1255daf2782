import Testing

@testable import Kata1

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@Test("Your test, still to be written") func yourTest() {
    Issue.record(
        "Write your own test here: loading the view sets the important value and then asks for the important work, on the singleton the view controller was given, with a ScaryStub in place of the shared instance (README step [your-test])"
    )
}
