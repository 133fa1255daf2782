import Testing

@testable import Kata6

/// What the cart screen reports, seen through a spy that belongs to this one test.
@MainActor
struct CartViewControllerSpecs {
    static let spy = AnalyticsSpy()

    @Test("viewDidLoad() reports cart_viewed to this test's spy, and nothing else reaches it", .analytics(spy))
    func viewDidLoadReportsCartViewed() {
        #expect(
            Test.current != nil,
            "This test ran in a task of its own, outside the one Swift Testing gave it, where no expectation reaches the test: the .analytics trait must run the test in the task it is given (README step [trait])"
        )
        #expect(
            Analytics.shared === Self.spy,
            "While this test ran, Analytics.shared was \(type(of: Analytics.shared)), not this test's spy: the .analytics trait must run the test once, with its spy bound for the whole run (README step [trait])"
        )
        CartViewController().viewDidLoad()

        #expect(
            Self.spy.events == ["cart_viewed"],
            "This test's spy did not see exactly cart_viewed: the .analytics trait must make it Analytics.shared for this test's task, and for no other (README step [trait], after step [task-local])"
        )
    }
}
