import Observation

/// The shopping cart every screen of the app shows, which the whole app reaches through `shared`.
@MainActor
@Observable
final class Cart {
    static let shared = Cart()

    /// The products in the cart, in the order they were added.
    private(set) var items: [String] = []
    /// What the items cost together, in whole euros.
    private(set) var total = 0
    /// The courier's note, written at checkout.
    var note = ""

    private let prices = Prices.today  // 👈 prices no test can choose

    /// Adds `product` at the cart's price for it.
    func add(_ product: String) {
        items.append(product)
        total += prices.price(of: product)
    }
}
