import Foundation

/// Decides, at each launch, whether the app asks its user for a rating.
///
/// It asks on the third launch, and after that at most once every 120 days. It remembers the launches and when it
/// last asked in the user's defaults, and posts `ratingPromptWillAsk` just before it asks.
final class RatingPrompt {
    /// Counts this launch; true when the app asks for a rating now.
    func appDidLaunch() -> Bool {
        let defaults = UserDefaults.standard  // 👈 the user's real defaults, in every test too
        let launches = defaults.integer(forKey: "ratingPrompt.launches") + 1
        defaults.set(launches, forKey: "ratingPrompt.launches")
        guard launches >= 3 else { return false }
        let now = Date()  // 👈 the real clock: what a test sees depends on the day it runs
        if let asked = defaults.object(forKey: "ratingPrompt.askedAt") as? Date,
            now.timeIntervalSince(asked) < 120 * 24 * 60 * 60
        {
            return false
        }
        defaults.set(now, forKey: "ratingPrompt.askedAt")
        NotificationCenter.default.post(name: .ratingPromptWillAsk, object: nil)  // 👈 heard by every test
        return true
    }
}
