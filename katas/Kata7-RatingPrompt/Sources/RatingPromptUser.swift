/// The code under test: it reaches for the singleton itself.
struct RatingPromptUser {
    /// Does its work, and records it with the singleton.
    func work() {
        RatingPrompt.shared.record()  // 👈 hidden dependency
    }
}
