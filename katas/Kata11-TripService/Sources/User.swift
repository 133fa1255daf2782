/// A traveller, and the users who are friends of theirs.
struct User: Equatable, Sendable {
    let name: String
    let friends: [User]

    init(name: String, friends: [User] = []) {
        self.name = name
        self.friends = friends
    }
}
