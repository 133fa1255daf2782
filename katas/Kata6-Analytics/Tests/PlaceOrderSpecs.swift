import Testing

@testable import Kata6

/// What placing an order reports, from its own task and from every child task it starts.
struct PlaceOrderSpecs {
    static let spy = AnalyticsSpy()

    @Test("placeOrder(_:) reports from every child task it starts to this test's spy", .analytics(spy))
    func placeOrderReportsFromEveryChildTask() async {
        await placeOrder(["book", "lamp", "mug"])

        // Child tasks finish in any order, so the events are compared sorted.
        let expected = ["item_reserved: book", "item_reserved: lamp", "item_reserved: mug", "order_placed"]
        #expect(
            Self.spy.events.sorted() == expected,
            "This test's spy did not see exactly the three reservations made in child tasks and the order: the .analytics trait must make it Analytics.shared for this test's task and the child tasks it starts, and for no other (README step [trait], after step [task-local])"
        )
    }
}
