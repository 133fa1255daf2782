import Foundation
import Testing

@testable import Kata7

/// When the app asks for a rating, launched with this spec's own defaults, notification center and clock.
struct RatingPromptSpecs {
    /// Noon on 1 January 2001, years before any day these specs run: an app that reads the real clock decides
    /// otherwise.
    static let now = Date(timeIntervalSinceReferenceDate: 12 * 60 * 60)
    static let day: TimeInterval = 24 * 60 * 60

    let own = OwnDefaults()
    let center = NotificationCenter()
    let posts: PromptPosts

    init() {
        posts = PromptPosts(on: center, suite: own.name)
    }

    @Test("The app asks on its third launch, not before, and remembers when")
    func asksOnTheThirdLaunch() {
        let asked = launch(times: 3)
        guard counts(3) else { return }
        guard asked == [false, false, true] else {
            Issue.record(
                "Launch by launch, the app asked \(asked): it asks on the third launch and not before (README step [hand-in] keeps what the app does)"
            )
            return
        }
        remembersAskingNow()
        postedOnce()
    }

    @Test("One app reads the clock at every launch, and asks again once 120 days have passed")
    func readsTheClockAtEveryLaunch() {
        let clock = MovingClock(at: Self.now)
        let app = WiringSpot.app(defaults: own.defaults, center: center, now: clock.now)
        var asked: [Bool] = []
        for days in [0.0, 0, 0, 119, 1] {
            clock.advance(days: days)
            asked.append(app.didFinishLaunching())
        }
        guard counts(5) else { return }
        #expect(
            asked == [false, false, true, false, true],
            "Launch by launch, on a clock that moves 119 days and then one more, one app asked \(asked): the app reads the clock it is handed at every launch, not once, and asks again once 120 days have passed (README step [hand-in])"
        )
    }

    @Test("The app waits 120 days before it asks again", arguments: [1.0, 119.0])
    func waitsBeforeAskingAgain(daysAgo: Double) {
        own.defaults.set(7, forKey: "ratingPrompt.launches")
        let askedAt = Self.now - daysAgo * Self.day
        own.defaults.set(askedAt, forKey: "ratingPrompt.askedAt")

        let asked = launch(times: 1)
        guard counts(8, from: 7) else { return }
        #expect(
            asked == [false],
            "The app asked again \(Int(daysAgo)) days after it last asked by the spec's clock, and it waits 120: it still reads the real clock, years after the spec's now. Hand it a clock (README steps [hand-in] and [wiring])"
        )
        #expect(
            own.defaults.object(forKey: "ratingPrompt.askedAt") as? Date == askedAt,
            "The app changed when it last asked, though it did not ask (README step [hand-in] keeps what the app does)")
        #expect(
            posts.askedAtEachPost.isEmpty,
            "The app posted ratingPromptWillAsk, though it waits 120 days before it asks again (README steps [hand-in] and [wiring])"
        )
    }

    @Test("The app asks again once 120 days have passed", arguments: [120.0, 1000.0])
    func asksAgainAfter120Days(daysAgo: Double) {
        own.defaults.set(7, forKey: "ratingPrompt.launches")
        own.defaults.set(Self.now - daysAgo * Self.day, forKey: "ratingPrompt.askedAt")

        let asked = launch(times: 1)
        guard counts(8, from: 7) else { return }
        guard asked == [true] else {
            Issue.record(
                "The app did not ask \(Int(daysAgo)) days after it last asked by the spec's clock: it asks again once 120 days have passed (README step [hand-in] keeps what the app does)"
            )
            return
        }
        remembersAskingNow()
        postedOnce()
    }

    /// Launches one app, made by the wiring spot with this spec's own, `times` times; whether it asked, in order.
    private func launch(times: Int) -> [Bool] {
        let app = WiringSpot.app(defaults: own.defaults, center: center, now: { Self.now })
        return (0..<times).map { _ in app.didFinishLaunching() }
    }

    /// Whether this spec's defaults count `launches`, up from `start`: the first thing an app that remembers
    /// there does.
    private func counts(_ launches: Int, from start: Int = 0) -> Bool {
        let counted = own.defaults.integer(forKey: "ratingPrompt.launches")
        if counted == start {
            Issue.record(
                "This spec's own defaults still count \(counted) launches: the app counts them somewhere else, such as UserDefaults.standard, the user's real defaults. Hand the rating prompt the defaults the app is given (README steps [hand-in] and [wiring])"
            )
        } else if counted != launches {
            Issue.record(
                "This spec's own defaults count \(counted) launches, not \(launches): the app counts each launch once, as it launches, under the key it always used (README step [hand-in] keeps what the app does)"
            )
        }
        return counted == launches
    }

    /// Expects the defaults to say the app asked at the spec's now.
    private func remembersAskingNow() {
        let askedAt = own.defaults.object(forKey: "ratingPrompt.askedAt") as? Date
        if let askedAt, abs(askedAt.timeIntervalSinceNow) < 60 * 60 {
            Issue.record(
                "The app remembered asking at \(askedAt), today, not at the spec's now, \(Self.now): it still reads the real clock. Hand it a clock (README steps [hand-in] and [wiring])"
            )
        } else if askedAt != Self.now {
            Issue.record(
                "The app asked, but the spec's defaults say it last asked at \(askedAt.map { "\($0)" } ?? "no time at all"), not at the spec's now, \(Self.now): the app remembers each question as it asks (README step [hand-in] keeps what the app does)"
            )
        }
    }

    /// Expects one `ratingPromptWillAsk` on this spec's center, posted once the defaults say the app asked.
    private func postedOnce() {
        let heard = posts.askedAtEachPost
        #expect(
            !heard.isEmpty,
            "The app asked, but no ratingPromptWillAsk reached this spec's own notification center: the app still posts to NotificationCenter.default, where every test hears it, or not at all. Hand the rating prompt the center the app is given (README steps [hand-in] and [wiring])"
        )
        #expect(
            heard.count <= 1,
            "The app posted ratingPromptWillAsk \(heard.count) times for one question (README step [hand-in] keeps what the app does)"
        )
        #expect(
            heard.allSatisfy { $0 == Self.now },
            "When ratingPromptWillAsk was posted, the defaults did not yet say the app asked now: a screen that hears it and reads them must find the question remembered, so the app remembers first and posts after (README step [hand-in] keeps the order)"
        )
    }
}
