/// The cart's screen: a line for each item, then the total, and a button for each product.
struct CartScreen: View {
    let cart: Cart

    var body: [String] {
        cart.items + ["Total: €\(cart.total)"]
    }

    /// What the button of `product` does.
    func add(_ product: String) {
        cart.add(product)
    }
}
