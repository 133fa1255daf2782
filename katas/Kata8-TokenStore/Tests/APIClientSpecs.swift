import Foundation
import Testing

@testable import Kata8

/// What a client does with the store it was handed, seen from the server stub it talks to.
struct APIClientSpecs {
    /// An account of this spec's own: no other spec, running at the same time, signs it in.
    let account = "ada-\(UUID())"
    let server = ServerStub()

    @Test("Two requests as one account sign in once, and both carry the token it got")
    func twoRequestsSignInOnce() async throws {
        let client = await makeClient(server: server)

        _ = try await client.send("inbox", as: account)
        _ = try await client.send("settings", as: account)

        let tokens = await server.tokens(of: account)
        let sent = await server.tokensSent
        #expect(
            tokens.count == 1,
            "The account signed in \(tokens.count) times for two requests: the client lost the token between them; it keeps its tokens in the one store it is handed, not in a new store each time (README step [inject])"
        )
        #expect(
            tokens.count == 1 && sent == [tokens[0], tokens[0]],
            "The requests did not both carry the token the account signed in for: they carried \(sent) (README step [inject])"
        )
    }

    @Test("A client on a store of its own finds no token another client signed in for")
    func clientsOnStoresOfTheirOwnShareNoToken() async throws {
        let first = await makeClient(server: server)
        let second = await makeClient(server: server)

        _ = try await first.send("inbox", as: account)
        _ = try await second.send("inbox", as: account)
        _ = try await first.send("settings", as: account)

        let signIns = await server.signIns(of: account)
        #expect(
            signIns == 2,
            signIns < 2
                ? "The second client sent its request with the token the first one signed in for: both keep their tokens in one store, TokenStore.shared or another the wiring spot hands to both. Each client keeps its tokens in the store it is handed, and makeClient(server:) hands each a store of its own (README step [inject])"
                : "The account signed in \(signIns) times on two clients: a client lost the token it had signed in for; it keeps its tokens in the one store it is handed (README step [inject])"
        )
    }

    @Test("A request refused again after signing in once more fails, and signs in no third time")
    func refusedAgainFailsAfterOneMoreSignIn() async throws {
        let client = await makeClient(server: server)
        _ = try await client.send("inbox", as: account)
        await server.refuseEveryToken(of: account)

        await #expect(
            throws: ServerError.expired,
            "A request refused again after signing in once more did not fail with the server's refusal: the client signs in once more after a refusal, and passes a second refusal on to its caller (README step [inject])"
        ) {
            try await client.send("settings", as: account)
        }
        let signIns = await server.signIns(of: account)
        #expect(
            signIns == 2,
            "The account signed in \(signIns) times instead of 2 for one request refused twice: the client signs in once more after a refusal, not again and again (README step [inject])"
        )
    }

    @Test("A request sent while another is on its way uses the token that one signed in with", .timeLimit(.minutes(1)))
    func secondRequestUsesTheTokenOfOneOnItsWay() async throws {
        let client = await makeClient(server: server)

        // 1️⃣ The inbox request signs in, and the server holds it back before it answers.
        await server.holdNextRequests(1)
        let inbox = Task { try await client.send("inbox", as: account) }
        await server.untilHeld(1)

        // 2️⃣ Meanwhile a second screen sends a request; then the inbox request gets its answer.
        _ = try await client.send("settings", as: account)
        await server.release("inbox")
        _ = try await inbox.value

        let signIns = await server.signIns(of: account)
        #expect(
            signIns == 1,
            "The account signed in \(signIns) times: the settings request did not find the token the inbox request had signed in with, still waiting for its answer. Once an account signs in, save its token at once, before the server answers (README step [inject])"
        )
    }

    @Test(
        "Two requests refused for the same expired token sign in again once, and both get through",
        .timeLimit(.minutes(1))
    )
    func expiredTokenIsReplacedOnce() async throws {
        let client = await makeClient(server: server)
        _ = try await client.send("inbox", as: account)
        await server.expireTokens(of: account)

        // 1️⃣ Both requests leave with the expired token, and the server holds them back.
        await server.holdNextRequests(2)
        let inbox = Task { try await client.send("inbox", as: account) }
        let settings = Task { try await client.send("settings", as: account) }
        await server.untilHeld(2)

        // 2️⃣ The settings request is refused first, and signs in again; only then is the inbox request refused.
        await server.release("settings")
        let settingsAnswer = await settings.result
        await server.release("inbox")
        let inboxAnswer = await inbox.result

        // 3️⃣ The second refusal finds the new token already saved, and uses it.
        #expect(
            (try? settingsAnswer.get()) != nil && (try? inboxAnswer.get()) != nil,
            "A request refused as expired did not get through: settings \(settingsAnswer), inbox \(inboxAnswer); after a refusal the client signs in again, or uses the token another request saved meanwhile (README step [inject])"
        )
        let signIns = await server.signIns(of: account)
        #expect(
            signIns == 2,
            "The account signed in \(signIns) times instead of 2: the inbox request was refused for a token the settings request had already replaced, and \(signIns > 2 ? "the client forgot the new token or signed in without looking for it. Forget a refused token only while it is still the saved one, in one step no other task can cut into (README step [isolation]), and look for a saved token before signing in (README step [inject])" : "the client never signed in again (README step [inject])")"
        )
    }
}
