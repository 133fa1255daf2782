import Foundation
import Testing

@testable import Kata2

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@Test(
    "The discount: 5 % up to 100, 10 % above, and 10 % of the price more for a subscribed customer",
    arguments: [
        (Reward.unsubscribed, 100, 5), (.subscribed, 100, 15), (.unsubscribed, 200, 20), (.subscribed, 200, 40),
    ] as [(Reward, Decimal, Decimal)])
func discount(reward: Reward, price: Decimal, expected: Decimal) {
    let interactor = makeCheckoutInteractor(using: CustomerManagerMock(reward: reward))

    #expect(interactor.discount(for: Product(price: price)) == expected)
}

@Test("Just above 100, the price already earns 10 %")
func discountJustAbove100() {
    let interactor = makeCheckoutInteractor(using: CustomerManagerMock(reward: .unsubscribed))

    #expect(interactor.discount(for: Product(price: 101)) == Decimal(string: "10.1"))
}
