/// The checkout screen's view model: the line above the pay button, and the courier's note its text field edits.
@MainActor
final class CheckoutViewModel {
    private let cart: Cart

    /// The checkout of `cart`.
    init(cart: Cart) {
        self.cart = cart
    }

    /// How many items the order holds, and what they cost.
    var summary: String {
        "Items: \(cart.items.count), €\(cart.total)"
    }

    /// The courier's note, as the text field shows and edits it.
    var note: String {
        get { cart.note }
        set { cart.note = newValue }
    }
}
