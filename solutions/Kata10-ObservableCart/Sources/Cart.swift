import Observation

/// The shopping cart the screens of one app show, selling at the prices it is handed.
@MainActor
@Observable
final class Cart {
    /// The products in the cart, in the order they were added.
    private(set) var items: [String] = []
    /// What the items cost together, in whole euros.
    private(set) var total = 0
    /// The courier's note, written at checkout.
    var note = ""

    private let prices: Prices

    /// An empty cart that sells at `prices`.
    init(prices: Prices) {
        self.prices = prices
    }

    /// Adds `product` at the cart's price for it.
    func add(_ product: String) {
        items.append(product)
        total += prices.price(of: product)
    }
}
