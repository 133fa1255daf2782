@testable import Kata2

// ✏️ Wiring spot: the one test file you edit in this kata (README step [wiring]).

/// The mock already has `getReward()`; this declares that it offers what the interactor needs.
extension CustomerManagerMock: RewardProviding {}

/// Makes the checkout interactor under test, handing it `mock` in place of the shared customer manager.
func makeCheckoutInteractor(using mock: CustomerManagerMock) -> CheckoutInteractor {
    CheckoutInteractor(customerManager: mock)
}
