import Foundation

@testable import Kata7

// ✏️ Wiring spot: the one file of specs you edit in this kata (README step [wiring]).

/// Makes the app the specs launch.
enum WiringSpot {
    /// The app as it launches in a spec: remembering in `defaults`, posting to `center`, and reading the time from
    /// `now`, each of them the spec's own.
    static func app(
        defaults: UserDefaults, center: NotificationCenter, now: @escaping @Sendable () -> Date
    ) -> App {
        App(defaults: defaults, center: center, now: now)
    }
}
