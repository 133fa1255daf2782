/// The cart screen, in the shape of a UIKit view controller.
@MainActor
final class CartViewController {
    /// Called once the view is loaded, as UIKit would.
    func viewDidLoad() {
        Analytics.shared.track("cart_viewed")  // 👈 hidden dependency
    }
}
