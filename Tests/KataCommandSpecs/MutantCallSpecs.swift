import Testing

@testable import KataCore
@testable import KataProof

/// The opt-in changes to the calls a function makes and the values it compares and passes on: a dependency asked
/// where the rule says it is not, or twice; an equality narrowed to names; a string passed on made longer, or with
/// its end or its start changed; a call that skips one of its function's steps on one path; a value made anew each
/// time made once and handed out again.
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

    @Test("A kata may ask for each string a call is handed made another with its end changed, and with its start")
    func stringsPassedOnWithOtherEnds() {
        let place = """
            func placeOrder(_ items: [String]) async {
                Analytics.shared.track("order_placed")
                Analytics.shared.track(
                    "item_reserved: \\(items.count)"
                )
                log(tag: token(for: "ada"), as: Void.self)
            }
            """
        let ends = Mutant.all(
            of: place, file: "Sources/PlaceOrder.swift", within: "placeOrder(_", also: [.anotherEnd, .anotherStart]
        )
        .filter { [.anotherEnd, .anotherStart].contains($0.kind) }

        #expect(
            ends.prefix(2).map(\.change) == [
                "with `\"order_placed\"` made `\"order_place?\"`, its end changed, in `Analytics.shared.track(\"order_placed\")`",
                "with `\"order_placed\"` made `\"?rder_placed\"`, its start changed, in `Analytics.shared.track(\"order_placed\")`",
            ])
        #expect(ends.map(\.kind) == Array(repeating: [.anotherEnd, .anotherStart], count: 4).flatMap { $0 })
        #expect(
            ends[2].text(in: place).contains("String((\"item_reserved: \\(items.count)\").dropLast()) + \"?\""),
            "a string with interpolations, in any layout, as a value")
        #expect(ends[5].text(in: place).contains("tag: \"?\" + String((token(for: \"ada\")).dropFirst()), as:"))
        #expect(ends[6].text(in: place).contains("token(for: \"ad?\")"), "a value inside a value, after its label")
        #expect(!ends.contains { $0.change.contains("`tag`") }, "never a label")
        #expect(!ends.contains { $0.change.hasPrefix("with `Void.self`") }, "never a type")
        #expect(
            !Mutant.all(of: place, file: "Sources/PlaceOrder.swift", within: "placeOrder(_").contains {
                [.anotherEnd, .anotherStart].contains($0.kind)
            }, "only where the kata asks")
    }

    @Test("A kata may ask for each call of a function of the file's own made, there alone, without one of its steps")
    func effectSkippedOnOnePath() {
        let client = """
            struct APIClient {
                func send(_ request: String, as account: String) async throws -> String {
                    let token = try await token(for: account)
                    do {
                        return try await server.send(request, token: token)
                    } catch ServerError.expired {
                        return try await server.send(request, token: self.token(for: account))
                    }
                }

                private func token(for account: String) async throws -> String {
                    if let saved = await store.token(for: account) {
                        return saved
                    }
                    let token = try await server.signIn(account)
                    await store.save(token, for: account)
                    return token
                }
            }
            """
        let skipped = Mutant.all(
            of: client, file: "Sources/APIClient.swift", within: "send(_", also: [.effectSkipped]
        )
        .filter { $0.kind == .effectSkipped }

        #expect(
            skipped.map(\.change) == [
                "with `token(for: account)` in `let token = try await token(for: account)` skipping `await store.save(token, for: account)`",
                "with `self.token(for: account)` in `return try await server.send(request, token: self.token(for: account))` skipping `await store.save(token, for: account)`, under `do { … } catch ServerError.expired { … }`",
            ], "a call of the file's own, once for each step it takes that only does something; never store's own")
        let retry = skipped.last?.text(in: client) ?? ""
        #expect(retry.contains("func _token(for account: String) async throws -> String {"))
        #expect(retry.contains("token: _token(for: account))"))
        let copy = retry.components(separatedBy: "func _token").last?.components(separatedBy: "return try await").first
        #expect(copy?.contains("let token = try await server.signIn(account)") == true)
        #expect(copy?.contains("store.save") == false, "the copy skips the save")
        #expect(retry.contains("await store.save(token, for: account)"), "the function itself still saves")
        #expect(
            !Mutant.all(of: client, file: "Sources/APIClient.swift", within: "send(_").contains {
                $0.kind == .effectSkipped
            }, "only where the kata asks")
    }
}
