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
            ("99.99", .unsubscribed, "4.9995"),
            ("99.99", .subscribed, "14.9985"),
        ]
    )
    func discount(price: String, reward: Reward, expected: String) throws {
        // 1️⃣ arrange the double
        let mock = CustomerManagerMock(reward: reward)
        let product = Product(price: try #require(Decimal(string: price)))
        let expectedDiscount = try #require(Decimal(string: expected))

        // 2️⃣ act
        let discount = makeCheckoutInteractor(using: mock).discount(for: product)

        // 3️⃣ assert: the mock was asked, its answer decided, and the rules held
        try #require(
            mock.getRewardCalls > 0,
            "CheckoutInteractor never asked the CustomerManagerMock for the reward status: discount(for:) still reads CustomerManager.shared, or the wiring spot hands in something else (README steps [inject] and [wiring])"
        )
        let extraForSubscribers = product.price * 10 / 100
        let status = reward == .subscribed ? "subscribed" : "unsubscribed"
        let otherStatus = reward == .subscribed ? "unsubscribed" : "subscribed"
        let otherStatusDiscount =
            reward == .subscribed ? expectedDiscount - extraForSubscribers : expectedDiscount + extraForSubscribers
        try #require(
            discount != otherStatusDiscount,
            "The CustomerManagerMock was asked and said \(status), yet price \(price) got \(discount) off, the discount for \(otherStatus): its answer is not what decides, another reward status such as CustomerManager.shared's is (README steps [inject] and [wiring])"
        )
        #expect(
            discount == expectedDiscount,
            "Price \(price) with reward status \(status) should get \(expected) off, not \(discount): the discount rules changed on the way (README step [inject])"
        )
    }

    @Test("A change of reward status reaches the next discount")
    func rewardChangeReachesTheNextDiscount() throws {
        // 1️⃣ an interactor made while the customer is unsubscribed
        let mock = CustomerManagerMock(reward: .unsubscribed)
        let interactor = makeCheckoutInteractor(using: mock)
        let askedWhileMade = mock.getRewardCalls
        let product = Product(price: 100)

        // 2️⃣ the customer subscribes between two discounts, as the app allows at any time
        let before = interactor.discount(for: product)
        let askedBeforeTheChange = mock.getRewardCalls
        let askedForTheFirst = askedBeforeTheChange - askedWhileMade
        mock.rewardToReturn = .subscribed
        let after = interactor.discount(for: product)
        let askedForTheSecond = mock.getRewardCalls - askedBeforeTheChange

        // 3️⃣ the second discount asked again, and the new answer decided it
        try #require(
            mock.getRewardCalls > 0,
            "CheckoutInteractor never asked the CustomerManagerMock for the reward status: discount(for:) still reads CustomerManager.shared, or the wiring spot hands in something else (README steps [inject] and [wiring])"
        )
        try #require(
            askedForTheSecond > 0,
            "The CustomerManagerMock was asked \(askedBeforeTheChange) time(s), \(askedWhileMade) of them while the interactor was made, and not for the discount after the customer subscribed: an old answer was kept; ask it each time discount(for:) runs (README step [inject], or step [wiring] if the wiring spot asks it)"
        )
        try #require(
            after != before,
            "The CustomerManagerMock was asked again and said subscribed, yet the discount stayed \(after): its answer is not what decides, another reward status such as CustomerManager.shared's is (README steps [inject] and [wiring])"
        )
        #expect(
            before == 5 && after == 15,
            "The discount went from \(before) to \(after), not from 5 to 15, when the customer subscribed: the discount rules changed on the way (README step [inject])"
        )
        #expect(
            askedWhileMade == 0,
            "The CustomerManagerMock was asked \(askedWhileMade) time(s) while the interactor was made, which the app never did: ask only when discount(for:) runs (README step [inject])"
        )
        #expect(
            askedForTheFirst == 1 && askedForTheSecond == 1,
            "The CustomerManagerMock was asked \(askedForTheFirst) and then \(askedForTheSecond) times for two discounts, not once each: a status read twice can change in between; ask it once each time discount(for:) runs, as before (README step [inject])"
        )

        // 4️⃣ an interactor whose mock only the interactor keeps: the spec lets go of it once the interactor has it
        weak var kept: CustomerManagerMock?
        let keeper: CheckoutInteractor = {
            let other = CustomerManagerMock(reward: .subscribed)
            kept = other
            return makeCheckoutInteractor(using: other)
        }()
        _ = keeper.discount(for: product)
        #expect(
            kept != nil,
            "A mock that the spec let go of once the interactor had it was gone: the interactor must keep what it is handed, not hold it weakly (README step [inject])"
        )
    }

    @Test("The app's checkout asks CustomerManager.shared at each discount: a customer who joins, then leaves, sees it")
    func appsCheckoutFollowsTheSharedCustomerManager() throws {
        // 1️⃣ the checkout the app builds, for a price whose discounts need every decimal
        let interactor = CheckoutAssembly.makeInteractor()
        let product = Product(price: try #require(Decimal(string: "99.99")))

        // 2️⃣ the shared customer manager says unsubscribed, subscribed, then unsubscribed again, for this spec alone
        let discounts = [Reward.unsubscribed, .subscribed, .unsubscribed].map { reward in
            CustomerManager.$rewardInThisTask.withValue(reward) { interactor.discount(for: product) }
        }

        // 3️⃣ each discount followed the shared status of its moment, by the starting code's rules
        let expected = try ["4.9995", "14.9985", "4.9995"].map { try #require(Decimal(string: $0)) }
        #expect(
            discounts == expected,
            "The app's checkout, CheckoutAssembly.makeInteractor(), gave \(discounts) off a price of 99.99 while CustomerManager.shared said unsubscribed, subscribed, then unsubscribed, not \(expected): \(Set(discounts).count == 1 ? "it must hand the interactor CustomerManager.shared itself, which is asked at each discount (README step [inject])" : "the discount rules or the moment the status is read changed on the way (README step [inject])")"
        )
    }
}
