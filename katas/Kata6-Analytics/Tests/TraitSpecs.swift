import Testing

@testable import Kata6

/// What the `.analytics` trait does with the spy it is handed and with the test it runs.
struct TraitSpecs {
    @Test("A spy made in the trait's own argument stays bound for the whole test", .analytics(AnalyticsSpy()))
    func spyMadeInTheTraitStaysBound() async {
        await Task.yield()
        let reached = Analytics.shared

        #expect(
            reached is AnalyticsSpy,
            "In @Test(.analytics(AnalyticsSpy())), the test reached \(type(of: reached)), not the spy made for it: the trait must hold on to the spy it is handed and bind it for as long as the test runs (README step [trait])"
        )
    }

    @Test("The trait hands a test's error on, so a test that throws fails")
    func traitHandsTheTestsErrorOn() async {
        struct Thrown: Error {}

        await #expect(
            throws: Thrown.self,
            "A test that threw passed: the trait must run the test with `try` and let its error reach Swift Testing, not swallow it (README step [trait])"
        ) {
            try await Self.run(.analytics(AnalyticsSpy())) { throw Thrown() }
        }
    }

    /// Runs `body` as a test inside `trait`'s scope, as Swift Testing does.
    private static func run(
        _ trait: some TestTrait & TestScoping, _ body: @escaping @Sendable () async throws -> Void
    ) async throws {
        guard let test = Test.current else { return }
        try await trait.provideScope(for: test, testCase: Test.Case.current, performing: body)
    }
}
