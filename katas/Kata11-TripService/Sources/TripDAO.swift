/// The app's way into the trips database, a static call any code can make.
enum TripDAO {
    /// A database for the current task alone, which the app never binds: inside
    /// `TripDAO.$databaseInThisTask.withValue(_:operation:)` a spec's own database answers, while specs running in
    /// parallel see theirs.
    @TaskLocal static var databaseInThisTask: TripDatabase?

    /// The trips `user` has made, from the trips database.
    ///
    /// This build has no database: the call fails at once with `DatabaseUnreachable` (unless the current task has a
    /// database of its own). It must never run in a test.
    static func findTrips(by user: User) throws -> [Trip] {
        guard let database = databaseInThisTask else { throw DatabaseUnreachable() }
        return database.trips(of: user)
    }
}
