import Testing

@testable import KataCore
@testable import KataProof

/// The opt-in changes that keep what a function made or answered: a function a declaration is handed made to keep its
/// answer for each argument; a check that holds the first time alone; a lookup by key that answers with another entry.
struct MutantRecallSpecs {
    @Test("A kata may ask for each function a declaration is handed made to keep its answer for each argument")
    func functionsKeptPerArgument() {
        let app = """
            init(baseURL: URL, makeStore: @escaping (URL) -> Store, retries: Int, log: (String, Int) -> Void) {
                self.makeStore = makeStore
                matchesViewModel = MatchesViewModel(store: makeStore(baseURL))
            }
            """
        let laidOut = """
            init(
                baseURL: URL,
                makeStore:
                    @escaping (URL)
                    -> Store
            ) {
                self.makeStore = makeStore; matchesViewModel = MatchesViewModel(store: makeStore(baseURL))
            }
            """
        let kept = { (code: String) in
            Mutant.all(of: code, file: "Sources/App.swift", within: "init(baseURL", also: [.keptPerArgument])
                .filter { $0.kind == .keptPerArgument }
        }
        let made = kept(app)

        #expect(
            made.map(\.change) == [
                "with `makeStore` made to keep what it answers for each argument and hand it out again"
            ],
            "not a value, nor a function of two arguments")
        let text = made[0].text(in: app)
        #expect(text.contains("let kataMadeFirst = makeStore\n"))
        #expect(text.contains("let makeStore: (URL) -> Store = {"), "shadowed at the body's start, for every use")
        #expect(text.contains("var made: [URL: Store] = [:]"))
        #expect(text.contains("let made = kataMadeFirst(argument)"))
        #expect(kept(laidOut).map(\.change) == [made[0].change], "one change, in the same words, whatever the layout")
        #expect(
            !Mutant.all(of: app, file: "Sources/App.swift", within: "init(baseURL").contains {
                $0.kind == .keptPerArgument
            }, "only where the kata asks")
    }

    @Test("A kata may ask for each if and guard made to pass only the first time it does for its object")
    func checksThatHoldTheFirstTimeAlone() {
        let list = """
            var isActive = false {
                didSet {
                    guard isActive, !oldValue else { return }
                    if let fetch { fetch.cancel() }
                    while isLoading { wait() }
                    fetch = Task { matches = await store.fetchMatches() }
                }
            }
            """
        let once = { (code: String) in
            Mutant.all(of: code, file: "Sources/MatchesViewModel.swift", within: "isActive", also: [.firstTimeOnly])
                .filter { $0.kind == .firstTimeOnly }
        }
        let made = once(list)

        #expect(
            made.map(\.change) == [
                "with `guard isActive, !oldValue else { return }` passing only the first time it does",
                "with `if let fetch { fetch.cancel() }` passing only the first time it does",
            ], "not a while")
        let text = made[0].text(in: list)
        #expect(text.contains("guard isActive, !oldValue, ({"), "put after the other conditions")
        #expect(text.contains("if KataFirstTime.passed.contains(where: { $0() === self }) { return false }"))
        #expect(text.contains("KataFirstTime.passed.append({ [weak self] in self })"), "for its object alone")
        #expect(
            !Mutant.all(of: list, file: "Sources/MatchesViewModel.swift", within: "isActive").contains {
                $0.kind == .firstTimeOnly
            }, "only where the kata asks")
    }

    @Test("A kata may ask for each read of a dictionary by key to answer with another entry when it has none")
    func lookupsThatAnswerAnotherEntry() {
        let store = """
            func token(for account: String) -> String? {
                tokens[account] = nil
                let cached = self.cache[account]
                let accounts = [account]
                return cached ?? tokens.withLock { $0[account] }
            }
            """
        let laidOut = """
            func token(for account: String) -> String? {
                tokens[account] = nil; let cached = self.cache[
                    account
                ]
                let accounts = [account]
                return cached
                    ?? tokens.withLock {
                        $0[account]
                    }
            }
            """
        let another = { (code: String) in
            Mutant.all(of: code, file: "Sources/SessionStore.swift", within: "token(for", also: [.anotherEntry])
                .filter { $0.kind == .anotherEntry }
        }
        let made = another(store)

        #expect(
            made.map(\.change) == [
                "with `self.cache[account]` answering another entry's value when it has none, in `let cached = self.cache[account]`",
                "with `$0[account]` answering another entry's value when it has none",
            ], "not a subscript assigned to, nor an array")
        #expect(made[0].text(in: store).contains("let cached = (self.cache[account] ?? self.cache.values.first)\n"))
        #expect(made[1].text(in: store).contains("tokens.withLock { ($0[account] ?? $0.values.first) }"))
        #expect(another(laidOut).map(\.change) == made.map(\.change), "the same words, whatever the layout")
        #expect(
            !Mutant.all(of: store, file: "Sources/SessionStore.swift", within: "token(for").contains {
                $0.kind == .anotherEntry
            }, "only where the kata asks")
    }
}
