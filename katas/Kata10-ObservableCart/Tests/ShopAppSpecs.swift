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
            "Once the app's cart screen added a scone, \(rerenders.map(\.isDue)) re-rendered (a badge, a second badge, the checkout's summary), not all three: either a screen reads another cart than the one ShopApp() keeps and hands every screen it opens, or what it reads of that cart is no longer observed (README step [hand-in])"
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

    @Test(
        "Screens keep their app's cart once the app is gone, and the badge counts an item that costs nothing"
    )
    func screensKeepTheCartTheyAreHanded() {
        let (badge, screen) = Self.screensOfAnAppSinceGone()
        let (count, lines) = (Self.count(badge.body), screen.body.count)

        screen.add("sample")

        let kept = screen.body.count == lines + 1 && screen.body.dropLast().last == "sample"
        #expect(
            kept,
            "A cart's screen opened by a ShopApp() since gone showed \(screen.body) once it added a sample, which was not its last item: each screen keeps the cart it is handed for as long as the screen lives, not a weak reference that lets it go with its app (README step [hand-in])"
        )
        #expect(
            Self.count(badge.body) == count + 1,
            "Once the cart's screen added a sample, which today's prices leave out so that it costs nothing, the badge of the same app went from \(count) to \(Self.count(badge.body)), not \(count + 1): \(kept ? "the badge counts the items the cart holds, whatever they cost, and shows nothing only while it holds none" : "the screens no longer hold the cart once their app is gone, and each keeps the one it is handed") (README step [hand-in])"
        )
    }

    /// A badge and a cart's screen of one `ShopApp()`, which is gone once they are opened: nothing but the two screens
    /// holds its cart.
    private static func screensOfAnAppSinceGone() -> (CartBadge, CartScreen) {
        let app = ShopApp()
        return (app.badge(), app.cartScreen())
    }

    /// The count a badge shows: 0 while it shows nothing.
    private static func count(_ badge: String) -> Int { Int(badge) ?? 0 }

    /// The total the last line of a cart's screen shows.
    private static func total(_ lines: [String]) -> Int { Int(lines.last?.split(separator: "€").last ?? "") ?? 0 }
}
