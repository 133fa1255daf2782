@testable import Kata10

// ✏️ Wiring spot: the one file of specs you edit in this kata (README step [wiring]).

/// Opens the app a spec runs: its screens share one cart, which sells at `prices`, the spec's own.
@MainActor
func openApp(prices: Prices) -> ShopApp {
    ShopApp(cart: Cart(prices: prices))
}
