// Probe: the app stays on the main actor, as the README's constraints say: code off it awaits the app (README step [inject]).
// Fails with: [actor_isolated_call_decl]
// Fails with: [actor_isolated_call]
@testable import Kata8

/// An app made off the main actor, without awaiting: only an app that left the main actor would take it.
nonisolated func makeTheAppOffTheMainActor(server: any Server) -> App {
    App(server: server)
}
