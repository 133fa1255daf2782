import Foundation
import Testing

@testable import Kata8

/// What the app's own clients do: the code the app runs, with the server stub in place of its server.
struct AppSpecs {
    /// An account of this spec's own: the app's one store may be the real one, so no other spec may use this account.
    let account = "grace-\(UUID())"
    let server = ServerStub()

    @Test("Every client the app makes signs in with the app's one store")
    func clientsTheAppMakesShareItsStore() async throws {
        let app = await App(server: server)
        let inbox = await app.makeClient()
        let settings = await app.makeClient()

        _ = try await inbox.send("inbox", as: account)
        _ = try await settings.send("settings", as: account)

        let signIns = await server.signIns(of: account)
        #expect(
            signIns == 1,
            "The account signed in \(signIns) times on two screens of one app: the settings screen did not find the token the inbox signed in for. The app hands every client it makes its one store (README step [inject])"
        )
    }

    @Test("A client on a store of its own finds no token the app's clients signed in for")
    func ownStoreFindsNoTokenOfTheApps() async throws {
        let app = await App(server: server)
        _ = try await app.makeClient().send("inbox", as: account)

        let own = await makeClient(server: server)
        _ = try await own.send("inbox", as: account)

        let signIns = await server.signIns(of: account)
        #expect(
            signIns == 2,
            "A client from the wiring spot sent its request with the token an app's client signed in for: it reached the app's store, TokenStore.shared, instead of, or after, the store it was handed. A client keeps its tokens in the store it is handed and looks nowhere else (README step [inject])"
        )
    }
}
