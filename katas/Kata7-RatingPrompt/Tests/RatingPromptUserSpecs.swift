import Testing

@testable import Kata7

/// What `RatingPromptUser` does once whoever makes it can hand it the singleton.
struct RatingPromptUserSpecs {
    /// A singleton of this spec's own, apart from the shared one.
    let handedIn = RatingPrompt()

    @Test("work() records with the singleton handed in, once")
    func workRecordsWithTheSingletonHandedIn() {
        makeUser(using: handedIn).work()

        #expect(
            handedIn.recorded == 1,
            "The singleton handed in recorded \(handedIn.recorded) calls instead of 1: the user still reaches for RatingPrompt.shared, or the wiring spot does not hand it in (README step [hand-in])"
        )
    }

    @Test("RatingPromptUser() still records with the shared instance")
    func productionUserRecordsWithTheSharedInstance() {
        let before = RatingPrompt.shared.recorded

        RatingPromptUser().work()

        #expect(
            RatingPrompt.shared.recorded > before,
            "RatingPromptUser() no longer records with RatingPrompt.shared: the app would lose its records (README step [hand-in])"
        )
    }
}
