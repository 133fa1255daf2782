// Probe: the app stays on the main actor, as its screens do: code off it awaits the app (README step [off-main]).
// Fails with: [actor_isolated_call_decl]
// Fails with: [actor_isolated_call]
@testable import Kata9

/// A sign-in off the main actor, without awaiting: only a nonisolated app would take it.
nonisolated func signInOffTheMainActor(_ app: App) {
    app.signedIn("ada", with: "token")
}
