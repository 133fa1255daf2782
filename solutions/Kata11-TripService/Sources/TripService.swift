/// Finds the trips of a user, for the user logged in to see.
class TripService {
    /// The trips `user` has made, if the user logged in is a friend of theirs; none otherwise.
    ///
    /// - Throws: `UserNotLoggedIn` when no one is logged in.
    func trips(of user: User) throws -> [Trip] {
        var tripList: [Trip] = []
        let loggedUser = self.loggedUser()
        var isFriend = false
        if loggedUser != nil {
            for friend in user.friends {
                if friend == loggedUser {
                    isFriend = true
                }
            }
            if isFriend {
                tripList = try findTrips(by: user)
            }
            return tripList
        } else {
            throw UserNotLoggedIn()
        }
    }

    /// The user logged in to the app's session: the one place the service asks it, which a test can override.
    func loggedUser() -> User? {
        UserSession.shared.loggedUser()
    }

    /// The trips `user` has made, from the app's trips database: the one place the service asks it, which a test
    /// can override.
    func findTrips(by user: User) throws -> [Trip] {
        try TripDAO.findTrips(by: user)
    }
}
