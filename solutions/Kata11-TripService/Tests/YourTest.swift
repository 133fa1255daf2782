import Testing

@testable import Kata11

// ✏️ Your tests: every test of this kata is yours (README step [your-test]). Write as many as you like, in this file
// and in files of your own under Tests/, and delete this placeholder once they pin the service.

/// The rules of `TripService.trips(of:)`, with a logged-in user and trips of each test's own.
struct TripServiceTests {
    let bob = User(name: "Bob")
    let anasTrips = ["Ana": [Trip(destination: "Lisbon")]]

    @Test("With no one logged in, asking for trips throws UserNotLoggedIn, without asking the database")
    func noOneLoggedIn() {
        let service = TripServiceWithStandIns(loggedIn: nil, trips: anasTrips)

        #expect(throws: UserNotLoggedIn()) {
            try service.trips(of: User(name: "Ana", friends: [bob]))
        }
        #expect(service.asked.isEmpty)
    }

    @Test("A friend sees the user's trips")
    func aFriendSeesTheTrips() throws {
        let service = TripServiceWithStandIns(loggedIn: bob, trips: anasTrips)

        let trips = try service.trips(of: User(name: "Ana", friends: [bob]))

        #expect(trips == [Trip(destination: "Lisbon")])
    }

    @Test("A user who is not a friend sees no trips, even one with a friend's name, without asking the database")
    func aStrangerSeesNoTrips() throws {
        let service = TripServiceWithStandIns(loggedIn: bob, trips: anasTrips)
        let anotherBob = User(name: "Bob", friends: [User(name: "Dan")])

        let trips = try service.trips(of: User(name: "Ana", friends: [User(name: "Carol"), anotherBob]))

        #expect(trips.isEmpty)
        #expect(service.asked.isEmpty)
    }
}
