import Testing

@testable import Kata9

/// What the app does as it launches, `App()`, with its one store: on the main actor, as its screens are.
@MainActor
struct AppSpecs {
    /// An account of this spec's own: the launched app's store is the real one, so no other spec may use this account.
    let account = "grace-\(UInt64.random(in: 0 ... .max))"

    @Test("The app as it launches signs every upload with its one store")
    func launchedAppSignsUploadsFromItsStore() async {
        let app = App()
        app.signedIn(account, with: "token of \(account)")

        let authorization = await UploadEngineStub.authorization(for: account, from: app.makeUploader())

        #expect(
            authorization == "token of \(account)",
            "The launched app's upload was signed with \(authorization.map { "\"\($0)\"" } ?? "no token") instead of the token its sign-in screen saved: the app hands its uploader the one store it keeps its tokens in (README step [inject])"
        )
    }

    @Test("The app as it launches uploads with the token an account signed in with last")
    func launchedAppUploadsWithTheLastToken() async {
        let app = App()
        app.signedIn(account, with: "first token of \(account)")
        let uploader = app.makeUploader()
        let first = await UploadEngineStub.authorization(for: account, from: uploader)
        app.signedIn(account, with: "second token of \(account)")
        let second = await UploadEngineStub.authorization(for: account, from: uploader)

        #expect(
            first == "first token of \(account)" && second == "second token of \(account)",
            "An account signed in, then signed in again, and the launched app's uploader signed its uploads with \([first, second].map { $0.map { "\"\($0)\"" } ?? "no token" }.joined(separator: ", then ")) instead of the first token, then the second: the store keeps the token an account signed in with last, and the uploader reads it at each upload (README steps [off-main] and [inject])"
        )
    }

    @Test("The app as it launches signs with the token of an account that signed in after its uploader was made")
    func launchedAppSignsForAnAccountThatSignedInLater() async {
        let app = App()
        let uploader = app.makeUploader()
        app.signedIn(account, with: "token of \(account)")

        let authorization = await UploadEngineStub.authorization(for: account, from: uploader)

        #expect(
            authorization == "token of \(account)",
            "An uploader the launched app made before the account signed in signed its upload with \(authorization.map { "\"\($0)\"" } ?? "no token") instead of the token the account signed in with afterwards: the uploader reads the app's store itself at each upload, not a copy of its tokens taken when it was made (README step [inject])"
        )
    }

    @Test("The app as it launches finds no token an app from the wiring spot signed in with")
    func launchedAppFindsNoTokenOfAnAppOnItsOwnStore() async {
        makeApp().signedIn(account, with: "token of \(account)")

        let authorization = await UploadEngineStub.authorization(for: account, from: App().makeUploader())

        #expect(
            authorization == nil,
            "The launched app signed its upload with the token an app from the wiring spot saved: that app's sign-in reached SessionStore.shared too, or instead of the store it was handed. An app saves its tokens in the store it is handed and nowhere else (README step [inject])"
        )
    }

    @Test("An app from the wiring spot finds no token the launched app signed in with")
    func ownStoreFindsNoTokenOfTheLaunchedApps() async {
        App().signedIn(account, with: "token of \(account)")

        let authorization = await UploadEngineStub.authorization(for: account, from: makeApp().makeUploader())

        #expect(
            authorization == nil,
            "An app from the wiring spot signed its upload with the token the launched app saved: it reached SessionStore.shared instead of, or after, the store it was handed. An app keeps its tokens in the store it is handed and looks nowhere else (README step [inject])"
        )
    }
}
