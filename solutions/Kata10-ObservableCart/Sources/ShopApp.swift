/// The app's root, in the shape of a SwiftUI `App`: the platform starts it with `ShopApp()`, and each of its windows
/// opens the screens below, every one of them on the app's one cart.
@MainActor
struct ShopApp {
    private let cart: Cart

    /// The app as the platform starts it: one cart, at today's prices.
    init() {
        self.init(cart: Cart(prices: .today))
    }

    /// An app whose screens all show `cart`.
    init(cart: Cart) {
        self.cart = cart
    }

    func badge() -> CartBadge { CartBadge(cart: cart) }

    func cartScreen() -> CartScreen { CartScreen(cart: cart) }

    func checkout() -> CheckoutViewModel { CheckoutViewModel(cart: cart) }
}
