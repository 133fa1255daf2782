@testable import Kata7

/// Where the specs get their subject: at the start, a user that still reaches for `RatingPrompt.shared`.
func makeUser(using handedIn: RatingPrompt) -> RatingPromptUser {
    RatingPromptUser()
}
