import Testing

@testable import Kata10

/// The app the platform starts, `ShopApp()`: one cart for every screen it opens, at today's prices.
///
/// Each spec reads what the screens show before and after one act, on the main actor with no suspension in between,
/// so no other spec can change the app's cart meanwhile.
@MainActor
struct ShopAppSpecs {
    @Test(
        "Every screen the app opens shows one cart, at today's prices: what one adds, the others show and re-render for"
    )
    func theAppsScreensShareOneCart() {
        let app = ShopApp()
        let (badge, secondBadge, screen, checkout) = (app.badge(), app.badge(), app.cartScreen(), app.checkout())
        let (count, total) = (Self.count(badge.body), Self.total(screen.body))
        let rerenders = [
            Rerender { _ = badge.body }, Rerender { _ = secondBadge.body }, Rerender { _ = checkout.summary },
        ]

        screen.add("scone")

        #expect(
            rerenders.map(\.isDue) == [true, true, true],
            "Once the app's cart screen added a scone, \(rerenders.map(\.isDue)) re-rendered (a badge, a second badge, the checkout's summary), not all three: ShopApp() hands every screen it opens the one cart it keeps (README step [hand-in])"
        )
        #expect(
            Self.count(badge.body) == count + 1 && Self.count(secondBadge.body) == count + 1,
            "Once the app's cart screen added a scone, its badges went from \(count) to \(Self.count(badge.body)) and \(Self.count(secondBadge.body)), not \(count + 1): every screen of ShopApp() shows one cart (README step [hand-in])"
        )
        #expect(
            Self.total(screen.body) == total + Prices.today.price(of: "scone"),
            "A scone added in ShopApp() took the total from €\(total) to €\(Self.total(screen.body)), not by today's price of €\(Prices.today.price(of: "scone")): the app's cart sells at Prices.today (README steps [prices] and [hand-in])"
        )

        checkout.note = "Ring twice"
        #expect(
            app.checkout().note == "Ring twice",
            "A second checkout of ShopApp() read the note \"\(app.checkout().note)\" that the first had just written as \"Ring twice\": every screen of the app shows one cart (README step [hand-in])"
        )
    }

    /// The count a badge shows: 0 while it shows nothing.
    private static func count(_ badge: String) -> Int { Int(badge) ?? 0 }

    /// The total the last line of a cart's screen shows.
    private static func total(_ lines: [String]) -> Int { Int(lines.last?.split(separator: "€").last ?? "") ?? 0 }
}
