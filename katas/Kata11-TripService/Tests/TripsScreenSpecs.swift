import Testing

@testable import Kata11

/// What the app's own screen shows, and when it asks the trips database: the starting code's behaviour, which the
/// refactoring keeps.
///
/// Each spec binds a user and a database of its own to its task (`UserSession.$userInThisTask`,
/// `TripDAO.$databaseInThisTask`), which the app never binds, so the specs run in parallel and no spec sees
/// another's. None of them knows your seam: each opens the app's `TripsScreen()`.
struct TripsScreenSpecs {
    let carol = User(name: "Carol")
    let bob = User(name: "Bob")
    let database = TripDatabase(trips: ["Ana": [Trip(destination: "Lisbon"), Trip(destination: "Kyoto")]])

    /// What the app's screen shows for `user` with `loggedUser` logged in and `database` answering, and the users
    /// whose trips it asked the database for.
    func screen(for user: User, loggedIn loggedUser: User?, database: TripDatabase?) -> (
        lines: [String], queried: [String]
    ) {
        let lines = UserSession.$userInThisTask.withValue(loggedUser) {
            TripDAO.$databaseInThisTask.withValue(database) {
                TripsScreen().lines(for: user)
            }
        }
        return (lines, database?.queried ?? [])
    }

    @Test("With no one logged in, the app asks the user to log in, and asks the database nothing")
    func noOneLoggedIn() {
        let ana = User(name: "Ana", friends: [bob])

        let shown = screen(for: ana, loggedIn: nil, database: database)

        #expect(
            shown.lines == ["Log in to see trips."] && shown.queried.isEmpty,
            "With no one logged in, TripsScreen() showed \(shown.lines) and asked the database for the trips of \(shown.queried), not [\"Log in to see trips.\"] and nobody's: trips(of:) must throw UserNotLoggedIn before anything else, and the app must still ask UserSession.shared who is logged in (README step [seam])"
        )
    }

    @Test("A friend of the user sees the user's trips, which the app asks the database for once")
    func aFriendSeesTheTrips() {
        let ana = User(name: "Ana", friends: [carol, bob])

        let shown = screen(for: ana, loggedIn: bob, database: database)

        #expect(
            shown.lines == ["Lisbon", "Kyoto"] && shown.queried == ["Ana"],
            "With Bob, a friend of Ana's, logged in, TripsScreen() showed \(shown.lines) and asked the database for the trips of \(shown.queried), not [\"Lisbon\", \"Kyoto\"] and Ana's once: the app's path must still reach UserSession.shared and TripDAO, and trips(of:) keep its rules (README step [seam])"
        )
    }

    @Test("A user who is not a friend sees no trips, and the app asks the database nothing")
    func aStrangerSeesNoTrips() {
        let ana = User(name: "Ana", friends: [carol])

        let shown = screen(for: ana, loggedIn: bob, database: database)

        #expect(
            shown.lines == ["No trips to show."] && shown.queried.isEmpty,
            "With Bob logged in, who is not a friend of Ana's, TripsScreen() showed \(shown.lines) and asked the database for the trips of \(shown.queried), not [\"No trips to show.\"] and nobody's: trips(of:) must ask the database only for a friend (README step [seam])"
        )
    }

    @Test("A user who shares a friend's name, and is not that friend, sees no trips")
    func aNamesakeOfAFriendSeesNoTrips() {
        let ana = User(name: "Ana", friends: [carol, bob])
        let anotherBob = User(name: "Bob", friends: [carol])

        let shown = screen(for: ana, loggedIn: anotherBob, database: database)

        #expect(
            shown.lines == ["No trips to show."] && shown.queried.isEmpty,
            "With another Bob logged in, who shares a name with Ana's friend Bob but is not him, TripsScreen() showed \(shown.lines) and asked the database for the trips of \(shown.queried), not [\"No trips to show.\"] and nobody's: a friend is a user among Ana's friends, not anyone of a friend's name (README step [seam])"
        )
    }

    @Test("A user sees none of their own trips: no one is a friend of theirs")
    func aUserSeesNoneOfTheirOwnTrips() {
        let ana = User(name: "Ana", friends: [bob])

        let shown = screen(for: ana, loggedIn: ana, database: database)

        #expect(
            shown.lines == ["No trips to show."] && shown.queried.isEmpty,
            "With Ana logged in, TripsScreen() showed \(shown.lines) of her own trips and asked the database for the trips of \(shown.queried), not [\"No trips to show.\"] and nobody's: the starting code shows a user's trips to their friends alone, and a refactoring keeps that (README step [seam])"
        )
    }

    @Test("A friend of a user with no trips sees none")
    func aFriendOfATravellerWithNoTrips() {
        let dan = User(name: "Dan", friends: [bob])

        let shown = screen(for: dan, loggedIn: bob, database: database)

        #expect(
            shown.lines == ["No trips to show."] && shown.queried == ["Dan"],
            "With Bob, a friend of Dan's, logged in, TripsScreen() showed \(shown.lines) and asked the database for the trips of \(shown.queried), not [\"No trips to show.\"] and Dan's once (README step [seam])"
        )
    }

    @Test("One screen asks who is logged in each time it shows trips: a login between two calls shows")
    func aLoginBetweenTwoCallsShows() {
        let ana = User(name: "Ana", friends: [bob])
        let screen = TripsScreen()

        let before = UserSession.$userInThisTask.withValue(nil) {
            TripDAO.$databaseInThisTask.withValue(database) { screen.lines(for: ana) }
        }
        let after = UserSession.$userInThisTask.withValue(bob) {
            TripDAO.$databaseInThisTask.withValue(database) { screen.lines(for: ana) }
        }

        #expect(
            before == ["Log in to see trips."] && after == ["Lisbon", "Kyoto"],
            "One TripsScreen() showed \(before) with no one logged in, then \(after) once Bob, a friend of Ana's, had logged in, not [\"Log in to see trips.\"] then [\"Lisbon\", \"Kyoto\"]: as the starting code did, the app asks UserSession.shared who is logged in, and TripDAO for the trips, each time the screen shows them, not once when it is made (README step [seam])"
        )
    }

    @Test("When the database cannot answer, the app says the trips could not be loaded")
    func theDatabaseCannotAnswer() {
        let ana = User(name: "Ana", friends: [bob])

        let shown = screen(for: ana, loggedIn: bob, database: nil)

        #expect(
            shown.lines == ["Trips could not be loaded."],
            "With Bob, a friend of Ana's, logged in and no database, TripsScreen() showed \(shown.lines), not [\"Trips could not be loaded.\"]: the database's error must reach the app, and the app's path must still reach TripDAO (README step [seam])"
        )
    }
}
