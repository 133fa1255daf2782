/// The app's root, in the shape of a SwiftUI `App`: the platform starts it with `ShopApp()`, and each of its windows
/// opens the screens below.
@MainActor
struct ShopApp {
    func badge() -> CartBadge { CartBadge() }

    func cartScreen() -> CartScreen { CartScreen() }

    func checkout() -> CheckoutViewModel { CheckoutViewModel() }
}
