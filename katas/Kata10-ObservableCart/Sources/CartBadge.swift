/// The badge on the cart's tab: how many items the cart holds, or nothing while it is empty.
struct CartBadge: View {
    var body: String {
        let count = Cart.shared.items.count  // 👈 hidden dependency
        return count == 0 ? "" : "\(count)"
    }
}
