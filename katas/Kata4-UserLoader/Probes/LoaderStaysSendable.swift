// Probe: the loader stays Sendable, so the app can hand one loader to many tasks (README step [functions]).
// Fails with: [ambiguous_decl_ref]
@testable import Kata4

/// A role only `UserLoader` plays, so that both `hand` functions below can take one.
protocol Handed {}

extension UserLoader: Handed {}

/// Takes any value that may cross into another task.
func hand(_ value: some Sendable) {}

/// Takes the loader whether or not it is `Sendable`.
func hand(_ value: some Handed) {}

/// Ambiguous while `UserLoader` is `Sendable`, since both functions fit; it compiles once the loader is not.
func handTheLoaderOn() {
    hand(UserLoader())
}
