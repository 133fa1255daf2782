import Foundation

/// The app's gateway to its server, which the whole app reaches through `shared`.
final class NetworkManager: @unchecked Sendable {
    static let shared = NetworkManager()

    /// Guards `loadCounts`; taking it on every access is what makes `@unchecked Sendable` true.
    private let lock = NSLock()
    private var loadCounts: [Endpoint: Int] = [:]

    /// A server for the current task alone, which the app never binds: inside
    /// `NetworkManager.$serverInThisTask.withValue(_:operation:)` a spec's own endpoints answer with its data, while
    /// specs running in parallel see their own.
    @TaskLocal static var serverInThisTask: [Endpoint: Data] = [:]

    /// Loads the data behind `endpoint`.
    ///
    /// This build has no server, so the call fails at once with `NetworkError.noServer` (unless the current task
    /// has a server of its own): it never waits, never touches a real network, and its error names the problem.
    func loadData(from endpoint: Endpoint) async throws -> Data {
        lock.withLock { loadCounts[endpoint, default: 0] += 1 }
        guard let data = Self.serverInThisTask[endpoint] else { throw NetworkError.noServer(endpoint) }
        return data
    }

    /// How many times `loadData(from:)` has been asked for `endpoint`.
    func loadCount(for endpoint: Endpoint) -> Int {
        lock.withLock { loadCounts[endpoint, default: 0] }
    }
}
