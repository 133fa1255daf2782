/// The cart's screen: a line for each item, then the total, and a button for each product.
struct CartScreen: View {
    var body: [String] {
        Cart.shared.items + ["Total: €\(Cart.shared.total)"]  // 👈 hidden dependency
    }

    /// What the button of `product` does.
    func add(_ product: String) {
        Cart.shared.add(product)  // 👈 hidden dependency
    }
}
