import Foundation

/// Something the customer is about to buy at checkout.
struct Product {
    /// What the product costs, as an exact decimal amount of money.
    let price: Decimal
}
