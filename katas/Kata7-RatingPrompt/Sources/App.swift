/// The app's composition root: where it makes its parts and hands them what they need.
///
/// The platform starts the app with `App()`, and calls `didFinishLaunching()` once a launch is done.
final class App {
    private let ratingPrompt = RatingPrompt()

    /// Finishes a launch; true when the app asks for a rating now.
    func didFinishLaunching() -> Bool {
        ratingPrompt.appDidLaunch()
    }
}
