/// What each product of the shop costs, in whole euros.
struct Prices: Sendable {
    /// Today's prices, as the shop's price server set them this morning: they change when the shop says so, and no
    /// test chooses them.
    static let today = Prices(["tea": 4, "cake": 6, "scone": 2])

    private let euros: [String: Int]

    /// Prices of these products, in whole euros; a product not among them costs nothing.
    init(_ euros: [String: Int]) {
        self.euros = euros
    }

    /// What `product` costs, in whole euros.
    func price(of product: String) -> Int {
        euros[product] ?? 0
    }
}
