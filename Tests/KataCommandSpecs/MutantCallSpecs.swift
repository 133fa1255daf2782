import Testing

@testable import KataCore
@testable import KataProof

/// The opt-in changes to the calls a function makes and the values it compares and passes on: a dependency asked
/// where the rule says it is not, or twice; an equality narrowed to names; a string passed on made longer; a value
/// made anew each time made once and handed out again, or once for each argument; a check that holds the first time
/// alone; a lookup by key that answers with another entry.
struct MutantCallSpecs {
    @Test(
        "A kata may ask for each call under try made before each check on the way to it, and twice, its answer dropped")
    func callsMadeAnyway() {
        let service = """
            func trips(of user: User) throws -> [Trip] {
                var tripList: [Trip] = []
                let loggedUser = loggedUser()
                if loggedUser != nil {
                    for friend in user.friends {
                        if friend == loggedUser { isFriend = true }
                    }
                    if isFriend {
                        tripList = try findTrips(by: user)
                    }
                    return tripList
                } else {
                    throw UserNotLoggedIn()
                }
            }
            """
        let guarded = """
            func trips(of user: User) throws -> [Trip] {
                guard let loggedUser = session() else { throw UserNotLoggedIn() }
                guard user.friends.contains(loggedUser) else { return [] }
                log(user)
                return try
                    finder.findTrips(by: user)
            }
            """
        let asked = Mutant.all(
            of: service, file: "Sources/TripService.swift", within: "trips(of", also: [.askedAnyway, .calledTwice]
        )
        .filter { [.askedAnyway, .calledTwice].contains($0.kind) }

        #expect(
            asked.map(\.change) == [
                "with `try findTrips(by: user)` made before `if loggedUser != nil { … } else { … }` too, its answer dropped",
                "with `try findTrips(by: user)` made before `if isFriend { tripList = try findTrips(by: user) }` too, its answer dropped",
                "with `try findTrips(by: user)` made twice, its first answer dropped",
            ])
        #expect(asked.first?.text(in: service).contains("_ = try findTrips(by: user)\nif loggedUser != nil {") == true)
        #expect(asked.map(\.kind) == [.askedAnyway, .askedAnyway, .calledTwice])
        let beforeGuards = Mutant.all(
            of: guarded, file: "Sources/TripService.swift", within: "trips(of", also: [.askedAnyway]
        )
        .filter { $0.kind == .askedAnyway }
        #expect(
            beforeGuards.map(\.change) == [
                "with `try finder.findTrips(by: user)` made before `guard let loggedUser = session() else { … }` too, its answer dropped",
                "with `try finder.findTrips(by: user)` made before `guard user.friends.contains(loggedUser) else { return [] }` too, its answer dropped",
            ], "in any layout, before each guard, and not before a statement that cannot leave")
        #expect(
            !Mutant.all(of: service, file: "Sources/TripService.swift", within: "trips(of").contains {
                [.askedAnyway, .calledTwice].contains($0.kind)
            }, "only where the kata asks")
    }

    @Test("A kata may ask for each equality and contains(_:) narrowed to names, each side as it may be optional")
    func equalitiesByName() {
        let check = """
            func isFriend(_ user: User, of loggedUser: User?) -> Bool {
                if loggedUser != nil && user.friends.contains(loggedUser!) { return true }
                return user.friends.first == loggedUser
            }
            """
        let named = Mutant.all(of: check, file: "Sources/Friends.swift", within: "isFriend(_", also: [.byName])
            .filter { $0.kind == .byName }

        #expect(named.count == 6, "two for contains(_:), four for ==, none for `!= nil`")
        #expect(named.contains { $0.text(in: check).contains("contains(where: { $0.name == (loggedUser!).name })") })
        #expect(named.contains { $0.text(in: check).contains("(user.friends.first)?.name == (loggedUser)?.name") })
        #expect(named.allSatisfy { $0.change.contains("compared by name alone") })
        #expect(
            !Mutant.all(of: check, file: "Sources/Friends.swift", within: "isFriend(_").contains { $0.kind == .byName },
            "only where the kata asks")
    }

    @Test("A kata may ask for each value a call is handed made a longer string that starts with it")
    func stringsPassedOnLonger() {
        let send = """
            func send(_ request: String, as account: String) async throws -> String {
                return try await server.send(request, token: self.token(for: account))
            }
            """
        let longer = Mutant.all(of: send, file: "Sources/APIClient.swift", within: "send(_", also: [.anotherString])
            .filter { $0.kind == .anotherString }

        #expect(
            longer.map(\.change) == [
                "with `request` passed on as `request + \"?\"` in `return try await server.send(request, token: self.token(for: account))`",
                "with `self.token(for: account)` passed on as `self.token(for: account) + \"?\"` in `return try await server.send(request, token: self.token(for: account))`",
                "with `account` passed on as `account + \"?\"` in `return try await server.send(request, token: self.token(for: account))`",
            ])
        #expect(longer[1].text(in: send).contains("token: (self.token(for: account)) + \"?\")") == true)
        #expect(
            !Mutant.all(of: send, file: "Sources/APIClient.swift", within: "send(_").contains {
                $0.kind == .anotherString
            }, "only where the kata asks")
    }

    @Test("A kata may ask for each initializer call made on the first call alone and handed out again, in any layout")
    func valuesMadeOnce() {
        let settings = """
            func settingsDidChange(baseURL: URL) {
                matchesViewModel = MatchesViewModel(store: makeStore(baseURL))
                let store = Kata.Store.init(baseURL: baseURL)
                lists.append(MatchesViewModel(loading: try load(store)))
                tasks.append(Task(priority: .low) { await store.fetchMatches() })
                boxes.append(Box<Int>(1))
                cache = Store.make(baseURL)
            }
            """
        let laidOut = """
            func settingsDidChange(baseURL: URL) {
                matchesViewModel =
                    MatchesViewModel(
                        store: makeStore(
                            baseURL
                        )
                    )
            }
            """
        let once = { (code: String) in
            Mutant.all(of: code, file: "Sources/App.swift", within: "settingsDidChange(baseURL", also: [.madeOnce])
                .filter { $0.kind == .madeOnce }
        }
        let made = once(settings)

        #expect(
            made.map(\.change) == [
                "with `MatchesViewModel(store: makeStore(baseURL))` made on the first call alone and handed out again on every later one, in `matchesViewModel = MatchesViewModel(store: makeStore(baseURL))`",
                "with `Kata.Store.init(baseURL: baseURL)` made on the first call alone and handed out again on every later one, in `let store = Kata.Store.init(baseURL: baseURL)`",
            ], "not with a try inside, nor a trailing closure; not a generic type's, nor a static function")
        let kept = made[0].text(in: settings)
        #expect(
            kept.contains(
                "if let made = KataMadeOnce.kept.first(where: { $0.owner() === self })?.value as? MatchesViewModel"))
        #expect(kept.contains("let made = MatchesViewModel(store: makeStore(baseURL))\n"))
        #expect(kept.contains("KataMadeOnce.kept.append(({ [weak self] in self }, made))"), "kept for its object alone")
        #expect(made[1].text(in: settings).contains("as? Kata.Store {"), "the type without its `.init`")
        #expect(
            once(laidOut).map(\.change) == [made[0].change], "one change, in the same words, whatever the layout")
        #expect(
            !Mutant.all(of: settings, file: "Sources/App.swift", within: "settingsDidChange(baseURL").contains {
                $0.kind == .madeOnce
            }, "only where the kata asks")
    }

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
