@testable import Kata11

/// A trip service whose logged-in user and trips are a test's own: it overrides the two methods that ask the session
/// and the database.
final class TripServiceWithStandIns: TripService {
    private let user: User?
    private let tripsByName: [String: [Trip]]
    /// The names of the users whose trips the service asked the stand-in database for, in order.
    private(set) var asked: [String] = []

    /// A service with `user` logged in, whose database holds `trips` by the name of the user who made them.
    init(loggedIn user: User?, trips: [String: [Trip]] = [:]) {
        self.user = user
        self.tripsByName = trips
    }

    override func loggedUser() -> User? {
        user
    }

    override func findTrips(by user: User) throws -> [Trip] {
        asked.append(user.name)
        return tripsByName[user.name] ?? []
    }
}
