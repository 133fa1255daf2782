import Testing

@testable import Kata11

// ✏️ Your tests: every test of this kata is yours (README step [your-test]). Write as many as you like, in this file
// and in files of your own under Tests/, and delete this placeholder once they pin the service.

@Test("Your test, still to be written") func yourTest() {
    Issue.record(
        "Write your own tests: pin each rule of TripService.trips(of:) (no one logged in, a friend, not a friend) without reaching UserSession.shared or TripDAO (README step [your-test])"
    )
}
