import Foundation
import Testing

@testable import Kata2

/// What `CheckoutInteractor` charges once it takes the customer's reward status from whoever creates it.
struct CheckoutInteractorSpecs {
    @Test(
        "The discount follows the price and the reward status of the injected customer manager",
        arguments: [
            // (price, reward status, discount), amounts as text so each is an exact Decimal, never a rounded Double
            ("99.40", Reward.unsubscribed, "4.97"),
            ("99.40", .subscribed, "14.91"),
            ("100.00", .unsubscribed, "5.00"),
            ("100.00", .subscribed, "15.00"),
            ("100.20", .unsubscribed, "10.02"),
            ("100.20", .subscribed, "20.04"),
            ("250.00", .unsubscribed, "25.00"),
            ("250.00", .subscribed, "50.00"),
        ]
    )
    func discount(price: String, reward: Reward, expected: String) throws {
        // 1️⃣ arrange the double
        let mock = CustomerManagerMock(reward: reward)
        let product = Product(price: try #require(Decimal(string: price)))

        // 2️⃣ act
        let discount = makeCheckoutInteractor(using: mock).discount(for: product)

        // 3️⃣ assert
        try #require(
            mock.getRewardCalls > 0,
            "CheckoutInteractor never asked the CustomerManagerMock for the reward status: it still reads CustomerManager.shared (README steps 1 to 4)"
        )
        #expect(
            discount == Decimal(string: expected),
            "Price \(price) with reward status \(reward) should get \(expected) off, not \(discount): the discount rules changed on the way (README step 3)"
        )
    }

    @Test("A change of reward status reaches the next discount")
    func rewardChangeReachesTheNextDiscount() throws {
        // 1️⃣ an interactor made while the customer is unsubscribed
        let mock = CustomerManagerMock(reward: .unsubscribed)
        let interactor = makeCheckoutInteractor(using: mock)
        let product = Product(price: 100)

        // 2️⃣ the customer subscribes while the app runs
        let before = interactor.discount(for: product)
        mock.reward = .subscribed
        let after = interactor.discount(for: product)

        // 3️⃣
        try #require(
            mock.getRewardCalls > 0,
            "CheckoutInteractor never asked the CustomerManagerMock for the reward status: it still reads CustomerManager.shared (README steps 1 to 4)"
        )
        #expect(
            before == 5 && after == 15,
            "The discount went from \(before) to \(after), not from 5 to 15, when the customer subscribed: ask the customer manager each time discount(for:) runs, not once when the interactor is made (README step 3)"
        )
    }
}
