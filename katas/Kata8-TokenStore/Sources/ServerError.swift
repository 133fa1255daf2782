/// Why the server refused a request.
enum ServerError: Error, Equatable {
    /// The token the request carried has expired: the account must sign in again.
    case expired
}
