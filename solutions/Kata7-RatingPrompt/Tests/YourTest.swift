import Foundation
import Testing

@testable import Kata7

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

/// When the app asks, on a clock that stands still at a moment of the test's choosing.
struct RatingPromptTests {
    static let moment = Date(timeIntervalSinceReferenceDate: 500_000_000)
    static let day: TimeInterval = 24 * 60 * 60

    let own = OwnDefaults()

    /// Launches an app of this test's own `times` times; whether it asked, launch by launch.
    func launch(times: Int) -> [Bool] {
        let app = WiringSpot.app(defaults: own.defaults, center: NotificationCenter(), now: { Self.moment })
        return (0..<times).map { _ in app.didFinishLaunching() }
    }

    @Test func asksOnTheThirdLaunchOnly() {
        #expect(launch(times: 4) == [false, false, true, false])
        #expect(own.defaults.integer(forKey: "ratingPrompt.launches") == 4)
        #expect(own.defaults.object(forKey: "ratingPrompt.askedAt") as? Date == Self.moment)
    }

    @Test(arguments: [(119.0, false), (120.0, true)])
    func asksAgainAfter120Days(daysAgo: Double, asks: Bool) {
        own.defaults.set(Self.moment - daysAgo * Self.day, forKey: "ratingPrompt.askedAt")
        own.defaults.set(5, forKey: "ratingPrompt.launches")
        #expect(launch(times: 1) == [asks])
    }

    @Test func postsOnceItRemembersAsking() {
        let center = NotificationCenter()
        let heard = PromptPosts(on: center, suite: own.name)
        let app = WiringSpot.app(defaults: own.defaults, center: center, now: { Self.moment })
        for _ in 1...3 { _ = app.didFinishLaunching() }
        #expect(heard.askedAtEachPost == [Self.moment])
    }
}
