import Testing

@testable import Kata6

/// What placing an order reports, from its own task and from every child task it starts.
struct PlaceOrderSpecs {
    static let spy = AnalyticsSpy()

    @Test("placeOrder(_:) reports from every child task it starts to this test's spy", .analytics(spy))
    func placeOrderReportsFromEveryChildTask() async {
        await placeOrder(["book", "lamp", "mug"])

        #expect(  // sorted: child tasks finish in any order

            Self.spy.events.sorted() == [
                "item_reserved: book", "item_reserved: lamp", "item_reserved: mug", "order_placed",
            ],
            "This test's spy did not see the three reservations made in child tasks and the order: the .analytics trait does not bind it as Analytics.shared yet (README steps 1 and 2)"
        )
    }
}
