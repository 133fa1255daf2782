import Testing

@testable import Kata9

/// What the upload engine gets from the signer of an app the wiring spot makes, asked off the main actor.
struct UploadSpecs {
    /// An account of this spec's own: no other spec, running at the same time, signs it in.
    let account = "ada-\(UInt64.random(in: 0 ... .max))"

    @Test("An upload is signed with the token its account signed in with")
    func uploadCarriesTheSavedToken() async {
        let app = await makeApp()
        await app.signedIn(account, with: "token of \(account)")

        let authorization = await UploadEngineStub.authorization(for: account, from: app.makeUploader())

        #expect(
            authorization == "token of \(account)",
            "The upload was signed with \(authorization.map { "\"\($0)\"" } ?? "no token") instead of the token the account signed in with: the signer looks for it in another store than the one the app saved it in. The app hands its uploader the store it keeps its tokens in (README step [inject])"
        )
    }

    @Test("An upload is signed with the token its account signed in with, once the app that made its uploader is gone")
    func uploaderOutlivesItsApp() async {
        let uploader = await Self.uploader(signingIn: account)

        let authorization = await UploadEngineStub.authorization(for: account, from: uploader)

        #expect(
            authorization == "token of \(account)",
            "Once the app that made it was gone, the uploader signed its upload with \(authorization.map { "\"\($0)\"" } ?? "no token") instead of the token the account signed in with: the engine keeps its uploader as long as it uploads, so the uploader keeps the store it reads, not a weak reference to it (README step [inject])"
        )
    }

    /// The uploader of an app from the wiring spot in which `account` signed in; the app itself is gone.
    @MainActor
    static func uploader(signingIn account: String) -> any UploadSigner {
        let app = makeApp()
        app.signedIn(account, with: "token of \(account)")
        return app.makeUploader()
    }

    @Test("An upload is signed while the main actor is busy", .timeLimit(.minutes(1)))
    func signedWhileTheMainActorIsBusy() async {
        let app = await makeApp()
        await app.signedIn(account, with: "token of \(account)")

        let answer = await UploadEngineStub.authorizationWhileTheMainActorIsBusy(
            for: account, from: app.makeUploader())

        #expect(
            answer == .answered("token of \(account)"),
            answer == .waited
                ? "The upload engine waited two seconds for its authorization while a screen kept the main actor busy: the signer waits for the main actor, where this module puts the store unless it says otherwise, or for a task that must get its turn first. Keep the tokens where a thread off the main actor reads them at once, without waiting for anyone (README step [off-main])"
                : "The upload was signed with \(answer) instead of the token the account signed in with (README step [inject])"
        )
    }

    @Test("An app on a store of its own finds no token another app signed in with")
    func appsOnStoresOfTheirOwnShareNoToken() async {
        let first = await makeApp()
        let second = await makeApp()
        await first.signedIn(account, with: "token of \(account)")

        let authorization = await UploadEngineStub.authorization(for: account, from: second.makeUploader())

        #expect(
            authorization == nil,
            "The second app's upload was signed with the token the first app signed in with: both keep their tokens in one store, SessionStore.shared or another the wiring spot hands to both. Each app keeps its tokens in the store it is handed, and makeApp() hands each a store of its own (README step [inject])"
        )
    }
}
