import Testing

@testable import Kata6

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

struct PlacingAnOrder {
    static let spy = AnalyticsSpy()

    @Test("Placing an order tracks each item it reserves, then the order", .analytics(spy))
    func tracksEachItemThenTheOrder() async {
        await placeOrder(["apple", "pear"])

        let events = Self.spy.events
        #expect(events.count == 3)
        #expect(Set(events.dropLast()) == ["item_reserved: apple", "item_reserved: pear"])
        #expect(events.last == "order_placed")
    }
}
