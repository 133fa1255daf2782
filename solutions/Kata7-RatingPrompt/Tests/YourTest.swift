import Testing

@testable import Kata7

// ✏️ Your test: the test you write in this kata (README step [your-test]).

@Test("work() records once with the singleton it was handed")
func workRecordsOnce() {
    let handedIn = RatingPrompt()

    makeUser(using: handedIn).work()

    #expect(handedIn.recorded == 1)
}
