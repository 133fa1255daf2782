/// A trip a user has made.
struct Trip: Equatable, Sendable {
    let destination: String
}
