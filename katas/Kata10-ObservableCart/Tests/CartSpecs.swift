import Testing

@testable import Kata10

/// What the screens of an app a spec opens through the wiring spot show, and when they re-render, at the spec's own
/// prices.
///
/// Every price here is odd and every one of today's is even, so a cart that sells at today's prices never shows the
/// total a spec expects for one item.
@MainActor
struct CartSpecs {
    let prices = Prices(["tea": 5, "cake": 7])

    @Test("A cart sells at the prices its app was opened with, and every screen of the app shows it")
    func sellsAtTheAppsPrices() {
        let app = openApp(prices: prices)
        let screen = app.cartScreen()

        screen.add("tea")

        let shown = (screen: screen.body, badge: app.badge().body, summary: app.checkout().summary)
        #expect(
            shown.screen == ["tea", "Total: €5"],
            "After one tea, the cart's screen showed \(shown.screen), not [\"tea\", \"Total: €5\"] at the spec's prices: \(whyNotTheSpecs(shown.screen))"
        )
        #expect(
            shown.badge == "1" && shown.summary == "Items: 1, €5",
            "After one tea on the cart's screen, the badge of the same app showed \"\(shown.badge)\" and the checkout \"\(shown.summary)\", not \"1\" and \"Items: 1, €5\": every screen of one app shows the cart the app hands it (README steps [hand-in] and [wiring])"
        )
    }

    @Test("Two apps share no cart: what one adds, the other's screens never see nor re-render for")
    func twoAppsShareNoCart() {
        let (first, second) = (openApp(prices: prices), openApp(prices: prices))
        let (badge, screen) = (second.badge(), second.cartScreen())
        let badgeRerender = Rerender { _ = badge.body }
        let screenRerender = Rerender { _ = screen.body }

        first.cartScreen().add("cake")

        #expect(
            !badgeRerender.isDue && !screenRerender.isDue && badge.body == "" && screen.body == ["Total: €0"],
            "Once the first app's screen added a cake, the second app's badge \(badgeRerender.isDue ? "re-rendered" : "stayed") and showed \"\(badge.body)\", and its cart's screen \(screenRerender.isDue ? "re-rendered" : "stayed") and showed \(screen.body): two apps, as two tests open them, share a cart. Each app makes its own (README step [hand-in]), and the wiring spot opens a new one with the spec's prices (README step [wiring])"
        )
    }

    @Test("Tests running at once each keep their own cart", arguments: [1, 2, 3])
    func testsAtOnceKeepTheirOwnCarts(cakes: Int) async {
        let app = openApp(prices: prices)
        let screen = app.cartScreen()

        for _ in 0..<cakes {
            screen.add("cake")
            await Task.yield()
        }

        let expected = Array(repeating: "cake", count: cakes) + ["Total: €\(7 * cakes)"]
        #expect(
            screen.body == expected && app.badge().body == "\(cakes)",
            "A test that added \(cakes) cakes, while other tests added theirs, found its cart's screen showing \(screen.body) and its badge \"\(app.badge().body)\", not \(expected) and \"\(cakes)\": \(whyNotTheSpecs(screen.body))"
        )
    }

    @Test("A view re-renders when what it shows changes, and not when the courier's note does")
    func viewsRerenderForWhatTheyShow() {
        let app = openApp(prices: prices)
        let (badge, screen, checkout) = (app.badge(), app.cartScreen(), app.checkout())
        let onNote = [Rerender { _ = badge.body }, Rerender { _ = screen.body }, Rerender { _ = checkout.summary }]

        checkout.note = "Leave it at the door"

        #expect(
            onNote.map(\.isDue) == [false, false, false] && checkout.note == "Leave it at the door",
            "Writing the courier's note re-rendered \(onNote.map(\.isDue)) (the badge, the cart's screen, the checkout's summary), and the checkout then read the note \"\(checkout.note)\": none of them shows the note, so none re-renders for it, and the checkout reads back the note it wrote (README step [hand-in])"
        )

        let onAdd = [Rerender { _ = badge.body }, Rerender { _ = screen.body }, Rerender { _ = checkout.summary }]
        screen.add("tea")
        #expect(
            onAdd.map(\.isDue) == [true, true, true],
            "Adding a tea on the cart's screen re-rendered \(onAdd.map(\.isDue)) (the badge, the cart's screen, the checkout's summary), not all three. \(whyNotDue(onAdd.map(\.isDue), showingTheTea: [badge.body == "1", screen.body.first == "tea", checkout.summary.hasPrefix("Items: 1,")]))"
        )
    }

    /// Why the views that were not due to re-render, of the badge, the cart's screen and the checkout's summary,
    /// were not, once the cart's screen added a tea: by whether each, read again, shows it.
    private func whyNotDue(_ due: [Bool], showingTheTea shown: [Bool]) -> String {
        let names = ["the badge", "the cart's screen", "the checkout's summary"]
        let stale = names.indices.filter { !due[$0] && !shown[$0] }.map { names[$0] }
        let unobserved = names.indices.filter { !due[$0] && shown[$0] }.map { names[$0] }
        var why: [String] = []
        if !stale.isEmpty {
            why.append(
                "Read again, \(stale.joined(separator: " and ")) still showed no tea: a view that reads a copy of the cart, or a cart of its own or of another app's, never sees what the cart's screen adds; each reads the very cart its app hands it"
            )
        }
        if !unobserved.isEmpty {
            why.append(
                "Read again, \(unobserved.joined(separator: " and ")) showed the tea, but never re-rendered for it: what \(unobserved.count > 1 ? "they read is" : "it reads is") no longer observed, as a property of the cart marked @ObservationIgnored is not"
            )
        }
        return why.joined(separator: ". ") + " (README step [hand-in])"
    }

    /// Which README step to look at, once a cart's screen showed `lines` where the spec expected its own items.
    private func whyNotTheSpecs(_ lines: [String]) -> String {
        let total = Int(lines.last?.split(separator: "€").last ?? "") ?? 0
        if total > 0 && total.isMultiple(of: 2) {
            return
                "the cart sells at today's prices, not the spec's: once a cart sells at the prices it is handed (README step [prices]), the wiring spot opens the spec's app with the spec's prices (README step [wiring])"
        }
        return
            "the cart holds items another app or test added: each app makes a cart of its own and hands it to every screen it opens (README step [hand-in]), and the wiring spot opens a new app for each spec (README step [wiring])"
    }
}
