import Foundation

/// Decides, at each launch, whether the app asks its user for a rating.
///
/// It asks on the third launch, and after that at most once every 120 days. It remembers the launches and when it
/// last asked in the defaults it is handed, reads the time from the clock it is handed, and posts
/// `ratingPromptWillAsk` to the center it is handed just before it asks.
final class RatingPrompt {
    private let defaults: UserDefaults
    private let center: NotificationCenter
    private let now: () -> Date

    init(defaults: UserDefaults, center: NotificationCenter, now: @escaping () -> Date) {
        self.defaults = defaults
        self.center = center
        self.now = now
    }

    /// Counts this launch; true when the app asks for a rating now.
    func appDidLaunch() -> Bool {
        let launches = defaults.integer(forKey: "ratingPrompt.launches") + 1
        defaults.set(launches, forKey: "ratingPrompt.launches")
        guard launches >= 3 else { return false }
        let now = now()
        if let asked = defaults.object(forKey: "ratingPrompt.askedAt") as? Date,
            now.timeIntervalSince(asked) < 120 * 24 * 60 * 60
        {
            return false
        }
        defaults.set(now, forKey: "ratingPrompt.askedAt")
        center.post(name: .ratingPromptWillAsk, object: nil)
        return true
    }
}
