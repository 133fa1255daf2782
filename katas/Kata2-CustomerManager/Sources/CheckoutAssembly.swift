/// Where the app puts its checkout screen together: the one place outside the specs that makes an interactor.
enum CheckoutAssembly {
    /// The interactor the checkout screen uses, which reads the reward status the whole app shares.
    static func makeInteractor() -> CheckoutInteractor {
        CheckoutInteractor()
    }
}
