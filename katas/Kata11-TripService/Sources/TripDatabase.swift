import Synchronization

/// The trips each user has made, as the trips database keeps them, and the users whose trips were asked for.
final class TripDatabase: Sendable {
    private let trips: [String: [Trip]]
    private let queries = Mutex<[String]>([])

    /// A database with the trips of each user, by name.
    init(trips: [String: [Trip]]) {
        self.trips = trips
    }

    /// The names of the users whose trips were asked for, in order.
    var queried: [String] {
        queries.withLock { $0 }
    }

    /// The trips `user` has made, or none.
    func trips(of user: User) -> [Trip] {
        queries.withLock { $0.append(user.name) }
        return trips[user.name] ?? []
    }
}
