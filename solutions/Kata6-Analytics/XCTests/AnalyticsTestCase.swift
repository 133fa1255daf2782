import XCTest

@testable import Kata6
@testable import Kata6Specs

/// An XCTest case whose every test runs with its own `AnalyticsSpy` as `Analytics.shared`: XCTest takes no traits.
class AnalyticsTestCase: XCTestCase {
    let spy = AnalyticsSpy()

    override func invokeTest() {
        Analytics.$shared.withValue(spy) {
            super.invokeTest()
        }
    }
}
