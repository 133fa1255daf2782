import Foundation

@testable import Kata5

/// Builds the stores an app asks for and keeps each one, so specs can see which requests went to which server.
@MainActor
final class StoreFactorySpy {
    private var stores: [Store] = []

    /// The requests each store sent, one list per store, in the order the stores were built.
    var sentRequests: [[String]] {
        stores.map { $0.sentRequests }
    }

    /// Builds a store for `baseURL` and keeps it.
    func makeStore(baseURL: URL) -> Store {
        let store = Store(baseURL: baseURL)
        stores.append(store)
        return store
    }
}
