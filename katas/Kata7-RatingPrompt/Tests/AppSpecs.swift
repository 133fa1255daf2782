import Foundation
import Testing

@testable import Kata7

/// The app the platform starts, `App()`, looked at without launching it: it writes nothing to the user's defaults.
struct AppSpecs {
    @Test("App() hands in UserDefaults.standard and NotificationCenter.default, and holds no fixed date")
    func theAppHandsInTheSharedOnes() {
        let held = Held(in: App())
        #expect(
            !held.defaults.isEmpty && held.defaults.allSatisfy { $0 === UserDefaults.standard },
            "App() holds \(held.defaults.isEmpty ? "no UserDefaults" : "a UserDefaults that is not UserDefaults.standard"): the app the platform starts hands its rating prompt the user's real defaults (README step [hand-in])"
        )
        #expect(
            !held.centers.isEmpty && held.centers.allSatisfy { $0 === NotificationCenter.default },
            "App() holds \(held.centers.isEmpty ? "no NotificationCenter" : "a NotificationCenter that is not NotificationCenter.default"): the app the platform starts hands its rating prompt the center the rest of the app hears (README step [hand-in])"
        )
        #expect(
            held.dates.isEmpty,
            "App() holds a fixed Date, \(held.dates.map { "\($0)" }.joined(separator: ", ")): the app the platform starts reads the real clock at every launch (README step [hand-in])"
        )
    }
}
