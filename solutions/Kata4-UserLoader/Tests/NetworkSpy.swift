import Foundation

@testable import Kata4

/// Stands in for `NetworkManager`: answers every load with one canned result and records each endpoint asked for.
actor NetworkSpy {
    /// The error the spy throws when it plays a network that is down.
    struct Offline: Error, Equatable {}

    private let answer: Result<Data, Offline>

    /// Every endpoint the spy was asked to load, in order.
    private(set) var requestedEndpoints: [Endpoint] = []

    init(answering answer: Result<Data, Offline>) {
        self.answer = answer
    }

    /// Records `endpoint`, then returns the canned data or throws the canned error.
    func loadData(from endpoint: Endpoint) throws -> Data {
        requestedEndpoints.append(endpoint)
        return try answer.get()
    }
}
