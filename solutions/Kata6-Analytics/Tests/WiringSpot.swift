import Testing

@testable import Kata6

// ✏️ Wiring spot: the one test file you edit in this kata (README step [trait]).

/// Runs a test with its own `AnalyticsSpy` as `Analytics.shared`, for as long as the test runs.
struct AnalyticsTrait: TestTrait, TestScoping {
    let spy: AnalyticsSpy

    func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await Analytics.$shared.withValue(spy) {
            try await function()
        }
    }
}

extension Trait where Self == AnalyticsTrait {
    /// Binds `spy` as `Analytics.shared` while the test runs: `@Test(.analytics(spy))`.
    static func analytics(_ spy: AnalyticsSpy) -> Self {
        AnalyticsTrait(spy: spy)
    }
}
