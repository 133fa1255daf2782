/// Places an order: reserves every item at once, each in a child task of its own, then reports the order.
func placeOrder(_ items: [String]) async {
    await withTaskGroup(of: Void.self) { group in
        for item in items {
            group.addTask { reserve(item) }
        }
    }
    Analytics.shared.track("order_placed")  // 👈 hidden dependency
}

/// Reserves one item in stock, and reports it.
private func reserve(_ item: String) {
    Analytics.shared.track("item_reserved: \(item)")  // 👈 hidden dependency
}
