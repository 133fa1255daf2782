import Foundation
import Testing

@testable import Kata4

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@Test("A loaded user is kept in the cache, so loading it again asks no server")
func loadsOnceThenFromTheCache() async throws {
    let user = User(id: UUID(), name: "Ada")
    let network = NetworkSpy(answering: .success(try JSONEncoder().encode(user)))
    let loader = makeUserLoader(network: network, cache: UserCache())

    let first = try await loader.loadUser(withID: user.id)
    let second = try await loader.loadUser(withID: user.id)

    #expect([first, second] == [user, user])
    #expect(await network.requestedEndpoints == [.user(id: user.id)])
}
