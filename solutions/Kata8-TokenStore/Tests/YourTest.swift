import Testing

@testable import Kata8

// ✏️ Your test: the test you write in this kata (README step [your-test]).

@Test("work() records once with the singleton it was handed")
func workRecordsOnce() {
    let handedIn = TokenStore()

    makeUser(using: handedIn).work()

    #expect(handedIn.recorded == 1)
}
