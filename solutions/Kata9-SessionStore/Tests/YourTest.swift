import Testing

@testable import Kata9

// ✏️ Your test: the test you write in this kata (README step [your-test]). Name it as you like, and write as many
// as you like in this file.

@MainActor
struct SigningUploads {
    @Test("An upload carries the token its account signed in with last, and none before it signs in")
    func uploadCarriesTheLatestToken() async {
        // 1️⃣ an app on a store of its own, from the wiring spot
        let app = makeApp()
        let uploader = app.makeUploader()

        // 2️⃣ before the account signs in, after it does, and after it signs in again
        let before = await UploadEngineStub.authorization(for: "ada", from: uploader)
        app.signedIn("ada", with: "first token")
        let first = await UploadEngineStub.authorization(for: "ada", from: uploader)
        app.signedIn("ada", with: "second token")
        let second = await UploadEngineStub.authorization(for: "ada", from: uploader)

        // 3️⃣ none, then each token in turn, and nothing for another account
        #expect(before == nil)
        #expect(first == "first token")
        #expect(second == "second token")
        #expect(await UploadEngineStub.authorization(for: "grace", from: uploader) == nil)
    }
}
