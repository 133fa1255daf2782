/// The app's screen of a user's trips, as the user logged in sees it.
struct TripsScreen {
    /// What the screen shows for `user`: a line for each trip, or a line that says why there is none.
    func lines(for user: User) -> [String] {
        do {
            let trips = try TripService().trips(of: user)
            return trips.isEmpty ? ["No trips to show."] : trips.map(\.destination)
        } catch is UserNotLoggedIn {
            return ["Log in to see trips."]
        } catch {
            return ["Trips could not be loaded."]
        }
    }
}
