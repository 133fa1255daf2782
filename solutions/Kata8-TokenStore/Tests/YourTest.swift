import Testing

@testable import Kata8

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

struct SigningIn {
    let server = ServerStub()

    @Test("A client signs in once, keeps the token, and signs in once more after the server refuses it")
    func signsInOnceAndAgainAfterARefusal() async throws {
        // 1️⃣ a client on a store of its own, from the wiring spot
        let client = await makeClient(server: server)

        // 2️⃣ two requests, then the token expires, then two more
        _ = try await client.send("inbox", as: "ada")
        _ = try await client.send("settings", as: "ada")
        await server.expireTokens(of: "ada")
        _ = try await client.send("inbox", as: "ada")
        _ = try await client.send("settings", as: "ada")

        // 3️⃣ one sign-in for the first two, one more for the last two
        let tokens = await server.tokens(of: "ada")
        #expect(tokens.count == 2)
        #expect(await server.tokensSent == [tokens[0], tokens[0], tokens[0], tokens[1], tokens[1]])
    }
}
