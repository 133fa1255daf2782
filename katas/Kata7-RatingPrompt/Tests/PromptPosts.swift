import Foundation
import Synchronization

@testable import Kata7

/// Hears `ratingPromptWillAsk` on one spec's own notification center, and keeps what the spec's defaults suite said,
/// at the moment of each post, about when the app last asked.
final class PromptPosts: Sendable {
    private let heard = Mutex<[Date?]>([])

    /// Listens on `center`, and reads the suite named `suite` at each post (a `UserDefaults` is `Sendable` on Apple's
    /// platforms only, so the closure keeps the suite's name).
    init(on center: NotificationCenter, suite: String) {
        _ = center.addObserver(forName: .ratingPromptWillAsk, object: nil, queue: nil) { [self] _ in
            let asked = UserDefaults(suiteName: suite)?.object(forKey: "ratingPrompt.askedAt") as? Date
            heard.withLock { $0.append(asked) }
        }
    }

    /// For each post, in order, when the defaults said the app last asked.
    var askedAtEachPost: [Date?] { heard.withLock { $0 } }
}
