/// The app: it talks to one server, and makes a client for each screen that opens (the inbox, the settings, …).
@MainActor
final class App {
    private let server: any Server

    /// Makes the app that talks to `server`.
    init(server: any Server) {
        self.server = server
    }

    /// A client for a screen that opens; once an account has signed in on one screen, every screen uses its token.
    func makeClient() -> APIClient {
        APIClient(server: server)
    }
}
