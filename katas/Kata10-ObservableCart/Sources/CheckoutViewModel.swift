/// The checkout screen's view model: the line above the pay button, and the courier's note its text field edits.
@MainActor
final class CheckoutViewModel {
    /// How many items the order holds, and what they cost.
    var summary: String {
        "Items: \(Cart.shared.items.count), €\(Cart.shared.total)"  // 👈 hidden dependency
    }

    /// The courier's note, as the text field shows and edits it.
    var note: String {
        get { Cart.shared.note }  // 👈 hidden dependency
        set { Cart.shared.note = newValue }
    }
}
