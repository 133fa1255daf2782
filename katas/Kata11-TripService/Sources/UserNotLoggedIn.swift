/// The error for a question only a logged-in user may ask, asked while no one is logged in.
struct UserNotLoggedIn: Error, Equatable {}
