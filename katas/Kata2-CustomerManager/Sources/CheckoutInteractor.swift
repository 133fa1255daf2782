import Foundation

/// Works out the discount the checkout screen shows for a product.
final class CheckoutInteractor {
    /// The discount on `product`: 5 % up to a price of 100, 10 % above, and 10 % more for a subscribed customer.
    func discount(for product: Product) -> Decimal {
        let price = product.price
        let discountByPrice = price <= 100 ? price * 5 / 100 : price * 10 / 100

        switch CustomerManager.shared.getReward() {  // 👈 hidden dependency
        case .subscribed:
            return discountByPrice + price * 10 / 100
        case .unsubscribed:
            return discountByPrice
        }
    }
}
