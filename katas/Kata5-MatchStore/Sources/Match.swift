/// A match between two players, as the server stores it.
struct Match {
    let homePlayer: String
    let awayPlayer: String
}
