import Observation
import Synchronization
import Testing

@testable import Kata10

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@MainActor
@Test("The badge re-renders each time the cart's screen adds an item, and shows how many the cart holds")
func theBadgeFollowsTheCart() {
    // 1️⃣ an app of the test's own; its badge read inside withObservationTracking, as SwiftUI reads a body
    let app = openApp(prices: Prices(["tea": 3]))
    let (badge, screen) = (app.badge(), app.cartScreen())
    let rerendered = Mutex(0)
    func track() -> String {
        withObservationTracking {
            badge.body
        } onChange: {
            rerendered.withLock { $0 += 1 }
        }
    }
    let empty = track()

    // 2️⃣ the app's other screen adds a tea, then, tracked again, a second
    screen.add("tea")
    let one = track()
    screen.add("tea")

    // 3️⃣ the badge was due each time, and shows the count
    #expect(empty == "")
    #expect(rerendered.withLock { $0 } == 2)
    #expect(one == "1")
    #expect(badge.body == "2")
}
