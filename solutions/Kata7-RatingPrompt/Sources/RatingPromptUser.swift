/// The code under test: it records with the singleton it is handed, the shared one unless told otherwise.
struct RatingPromptUser {
    private let singleton: RatingPrompt

    /// Makes a user that records with `singleton`; the app's `RatingPromptUser()` keeps the shared instance.
    init(singleton: RatingPrompt = .shared) {
        self.singleton = singleton
    }

    /// Does its work, and records it with the singleton it was handed.
    func work() {
        singleton.record()
    }
}
