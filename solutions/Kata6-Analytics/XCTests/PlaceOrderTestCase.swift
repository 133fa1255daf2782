import XCTest

@testable import Kata6
@testable import Kata6Specs

/// What placing an order reports, seen by an XCTest case, which takes no traits: its spy comes from `AnalyticsTestCase`.
final class PlaceOrderTestCase: AnalyticsTestCase {
    func testPlaceOrderReportsFromEveryChildTask() async {
        await placeOrder(["book", "lamp", "mug"])

        // Child tasks finish in any order, so the events are compared sorted.
        XCTAssertEqual(
            spy.events.sorted(),
            ["item_reserved: book", "item_reserved: lamp", "item_reserved: mug", "order_placed"],
            "This XCTest case's spy did not see exactly the three reservations and the order: AnalyticsTestCase must make it Analytics.shared around the whole test run, async part included (solution README, XCTest)"
        )
    }
}
