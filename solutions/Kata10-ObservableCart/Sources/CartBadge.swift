/// The badge on the cart's tab: how many items the cart holds, or nothing while it is empty.
struct CartBadge: View {
    let cart: Cart

    var body: String {
        let count = cart.items.count
        return count == 0 ? "" : "\(count)"
    }
}
