@testable import Kata9

// ✏️ Wiring spot: the one test file you edit in this kata, besides your test (README step [inject]).

/// An app that keeps its tokens in a store of its own, apart from every other app's.
@MainActor func makeApp() -> App {
    App()  // 👈 no store of its own: the app still keeps its tokens in SessionStore.shared
}
