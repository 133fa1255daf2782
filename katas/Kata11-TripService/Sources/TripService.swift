/// Finds the trips of a user, for the user logged in to see.
final class TripService {
    /// The trips `user` has made, if the user logged in is a friend of theirs; none otherwise.
    ///
    /// - Throws: `UserNotLoggedIn` when no one is logged in.
    func trips(of user: User) throws -> [Trip] {
        var tripList: [Trip] = []
        let loggedUser = UserSession.shared.loggedUser()
        var isFriend = false
        if loggedUser != nil {
            for friend in user.friends {
                if friend == loggedUser {
                    isFriend = true
                }
            }
            if isFriend {
                tripList = try TripDAO.findTrips(by: user)
            }
            return tripList
        } else {
            throw UserNotLoggedIn()
        }
    }
}
