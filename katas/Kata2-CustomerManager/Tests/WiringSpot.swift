@testable import Kata2

// ✏️ Wiring spot: the one test file you edit in this kata (README step [wiring]).

/// Makes the checkout interactor under test, handing it `mock` in place of the shared customer manager.
func makeCheckoutInteractor(using mock: CustomerManagerMock) -> CheckoutInteractor {
    CheckoutInteractor()  // 👈 the mock is not handed in yet, so the real singleton is used
}
