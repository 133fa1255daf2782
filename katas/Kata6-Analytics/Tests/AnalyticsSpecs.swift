import Testing

@testable import Kata6

/// Where `Analytics.shared` leads when no spy is bound: to the real service, whatever other tests bind.
struct AnalyticsSpecs {
    static let spy = AnalyticsSpy()

    @Test("Without a trait, Analytics.shared is the one real service, read after read")
    func sharedIsTheRealServiceWithoutATrait() {
        let reached = Analytics.shared

        #expect(
            type(of: reached) == Analytics.self,
            "Outside any .analytics trait, Analytics.shared is \(type(of: reached)), not the real service: keep Analytics() as the default of shared (README step [task-local]), and bind the spy in the trait rather than assign it (README step [trait])"
        )
        #expect(
            reached === Analytics.shared,
            "Outside any .analytics trait, each read of Analytics.shared gave another service, so the app's events would be spread over queues: keep one Analytics() as the default of shared (README step [task-local])"
        )
    }

    @Test("A detached task, outside this test's tasks, still reaches the real service", .analytics(spy))
    func detachedTaskReachesTheRealService() async {
        let reached = await Task.detached { Analytics.shared }.value

        #expect(
            type(of: reached) == Analytics.self,
            "Code outside this test reached \(reached === Self.spy ? "this test's spy: the .analytics trait made it the service of the whole process, so tests running in parallel see each other's spies; bind a task-local value for this test's task alone" : "\(type(of: reached)), not the real service: keep Analytics() as the default of shared") (README steps [task-local] and [trait])"
        )
    }
}
