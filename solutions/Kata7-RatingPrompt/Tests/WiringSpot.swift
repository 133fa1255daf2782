@testable import Kata7

/// Where the specs get their subject: a user that records with the singleton handed in.
func makeUser(using handedIn: RatingPrompt) -> RatingPromptUser {
    RatingPromptUser(singleton: handedIn)
}
