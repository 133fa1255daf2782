import Foundation
import Testing

@testable import Kata5

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@MainActor
@Test("Each settings change, back to the first server too, gives the app a new list on a store for that server")
func settingsChangesMoveTheList() async {
    let factory = StoreFactorySpy()
    let first = URL(string: "https://old.example")!
    let app = makeApp(baseURL: first, storeFactory: factory)

    for server in [URL(string: "https://new.example")!, first] {
        let previousList = app.matchesViewModel
        app.settingsDidChange(baseURL: server)
        app.matchesViewModel.isActive = true
        await app.matchesViewModel.fetch?.value

        #expect(app.matchesViewModel !== previousList)
        #expect(app.matchesViewModel.numberOfMatches() == 3)
        #expect(factory.sentRequests.last == ["GET \(server.absoluteString)/matches"])
    }
}

@MainActor
@Test("After a settings change, the new list fetches once each time its screen becomes active, and only then")
func theNewListFetchesOnlyWhenItBecomesActive() async {
    let factory = StoreFactorySpy()
    let app = makeApp(baseURL: URL(string: "https://old.example")!, storeFactory: factory)
    app.settingsDidChange(baseURL: URL(string: "https://new.example")!)

    for isActive in [false, true, true, false, true] {
        app.matchesViewModel.isActive = isActive
        await app.matchesViewModel.fetch?.value
    }

    #expect(factory.sentRequests.last == ["GET https://new.example/matches", "GET https://new.example/matches"])
}
