import Foundation

/// The app's composition root: where it makes its parts and hands them what they need.
///
/// The platform starts the app with `App()`, and calls `didFinishLaunching()` once a launch is done.
final class App {
    private let ratingPrompt: RatingPrompt

    /// The app as the platform starts it: with the user's defaults, the center the rest of the app hears, and the
    /// real clock. The one place that reaches for Foundation's shared ones.
    convenience init() {
        self.init(defaults: .standard, center: .default, now: Date.init)
    }

    /// The app with what it remembers in, posts to and reads the time from handed in.
    init(defaults: UserDefaults, center: NotificationCenter, now: @escaping () -> Date) {
        ratingPrompt = RatingPrompt(defaults: defaults, center: center, now: now)
    }

    /// Finishes a launch; true when the app asks for a rating now.
    func didFinishLaunching() -> Bool {
        ratingPrompt.appDidLaunch()
    }
}
