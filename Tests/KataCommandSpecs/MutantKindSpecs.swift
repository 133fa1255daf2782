import Testing

@testable import KataCommand
@testable import KataCore
@testable import KataProof

/// The changes of each operator family beyond deletions and comparisons: answers, forced conditions, errors, the
/// opt-in kinds a kata asks for, loops, strings and the singletons a type holds.
struct MutantKindSpecs {
    func changes(_ source: String, within name: String, twice: Bool = false) -> [String] {
        Mutant.changes(of: source, within: name, twice: twice)
    }

    @Test("A function that returns an optional or a number answers nil or zero instead, once for each value it gives")
    func answersNil() {
        let store = """
            final class Store {
                func token(for account: String) -> String? {
                    tokens.withLock { $0[account] }
                }

                func cached(_ key: String) -> Data? {
                    if key.isEmpty { return nil }
                    return cache[key]
                }

                func count() -> Int {
                    tokens.count
                }
            }
            """

        #expect(changes(store, within: "token(for").contains("with `tokens.withLock { $0[account] }` made `nil`"))
        #expect(
            changes(store, within: "cached(").filter { $0.hasSuffix("made `nil`") } == ["with `cache[key]` made `nil`"])
        #expect(
            changes(store, within: "count(") == ["with `tokens.count` made `0`"],
            "a number answers zero, and its one expression cannot go")
        #expect(!changes(store, within: "token(for").contains("without `tokens.withLock { $0[account] }`"))
    }

    @Test("Conditions are forced true and false, a skipped throw named as such; a binding condition stays")
    func forcedConditions() {
        let service = """
            final class Service {
                func trips(of user: User) throws -> [Trip] {
                    if let cached = cache[user] { return cached }
                    if logged != nil && ready {
                        if user.friends.contains(logged) { return try find(user) }
                        return []
                    } else {
                        throw NotLoggedIn()
                    }
                }
            }
            """
        let kinds = Mutant.all(of: service, file: "Sources/Service.swift", within: "trips(of").map {
            "\($0.kind.rawValue): \($0.change)"
        }

        #expect(!kinds.contains { $0.contains("`let cached = cache[user]` made") }, "a binding condition stays")
        #expect(kinds.contains("and-or: with `&&` turned into `||` in `if logged != nil && ready { … } else { … }`"))
        #expect(
            kinds.contains(
                "no-throw: with `logged != nil && ready` made `true` in `if logged != nil && ready { … } else { … }`"))
        #expect(
            kinds.contains(
                "condition-false: with `logged != nil && ready` made `false` in `if logged != nil && ready { … } else { … }`"
            ))
        #expect(
            kinds.contains(
                "condition-true: with `user.friends.contains(logged)` made `true` in `if user.friends.contains(logged) { return try find(user) }`"
            ))
        #expect(
            !kinds.contains { $0.hasPrefix("condition-false: with `user.friends.contains(logged)`") },
            "an `if` that only returns is deleted already")
        #expect(kinds.last == "empty-body: with the body of `trips(of:)` made `{ return [] }`")
    }

    @Test("A throw in a function that gives a value returns its empty answer; a kata may ask for two changes more")
    func answersInsteadOfErrors() {
        let store = """
            final class Store {
                func trips(of name: String) throws -> [String] {
                    guard !name.isEmpty else { throw Missing() }
                    return [name]
                }

                func token(for account: String) -> String? {
                    tokens.withLock { $0[account] }
                }

                func save(_ token: String, for account: String) {
                    tokens.withLock { $0[account] = token }
                }
            }
            """
        let kept = Mutant.all(of: store, file: "Sources/Store.swift", within: "save(_", also: [.keepFirst])
        let answered = Mutant.all(of: store, file: "Sources/Store.swift", within: "token(for", also: [.answerAlways])

        #expect(changes(store, within: "trips(of").contains("with `throw Missing()` made `return []`"))
        #expect(!changes(store, within: "save(_").contains { $0.contains("keeping") })
        let keeping = kept.first { $0.kind == .keepFirst }
        let answering = answered.first { $0.kind == .answerAlways }
        #expect(keeping?.change == "with `$0[account] = token` keeping the value already there")
        #expect(keeping?.text(in: store).contains("tokens.withLock { $0[account] = $0[account] ?? (token) }") == true)
        #expect(answering?.change == "with `tokens.withLock { $0[account] }` answering `\"?\"` when it has none")
        #expect(answering?.text(in: store).contains(#"(tokens.withLock { $0[account] }) ?? "?""#) == true)
    }

    @Test("A kata may ask for another error thrown, and for another name passed where a call takes one")
    func anotherErrorAndArgument() {
        let service = """
            final class Service {
                func trips(of user: User) throws -> [Trip] {
                    let logged = session()
                    if let friend = logged, user.friends.contains(friend) { return try find(by: user, limit: 3) }
                    throw NotLoggedIn()
                }
            }
            """
        let changes = Mutant.all(
            of: service, file: "Sources/Service.swift", within: "trips(of", also: [.anotherError, .anotherArgument]
        )
        .map { "\($0.kind.rawValue): \($0.change)" }
        let shown = "`if let friend = logged, user.friends.contains(friend) { … }`"

        #expect(changes.contains("another-error: with `throw NotLoggedIn()` throwing `CancellationError()` instead"))
        #expect(
            changes.contains("another-argument: with `user` made `friend` in `return try find(by: user, limit: 3)`"))
        #expect(
            changes.contains("another-argument: with `user` made `logged!` in `return try find(by: user, limit: 3)`"))
        #expect(
            changes.contains("another-argument: with the second `friend` made `user` in \(shown)"),
            "a name passed alone, unlabelled")
        #expect(!changes.contains { $0.contains("`3` made `user`") }, "a literal is not a name")
        let server = Mutant.all(
            of: "func moved(to server: URL) { list = List(store: makeStore(server)) }", file: "Sources/App.swift",
            within: "moved(to", also: [.anotherArgument]
        )
        .filter { $0.kind == .anotherArgument }.map(\.change)
        #expect(
            server == [
                #"with `server` made `server.appendingPathComponent("another")` in `list = List(store: makeStore(server))`"#
            ],
            "a parameter of a type it knows is given another value")
        let twice = Mutant.all(of: service, file: "Sources/Service.swift", within: "trips(of", also: [.answerTwice])
            .filter { $0.kind == .answerTwice }
        #expect(twice.map(\.change) == ["with `try find(by: user, limit: 3)` given twice over"])
        #expect(
            twice.first?.text(in: service).contains(
                "return (try find(by: user, limit: 3)) + (try find(by: user, limit: 3))") == true
        )
        #expect(
            !Mutant.all(of: service, file: "Sources/Service.swift", within: "trips(of").contains {
                [.anotherError, .anotherArgument].contains($0.kind)
            }, "only where the kata asks")
    }

    @Test("A kata may ask for each for-in loop stopped after its first element, in any layout, at any depth")
    func loopStoppedAfterItsFirstElement() {
        let order = """
            func placeOrder(_ items: [String]) async {
                await withTaskGroup(of: Void.self) { group in
                    for item in items { group.addTask { reserve(item) } }
                }
                for item in items {
                    log(item)  // a comment after the last statement
                }
                for item in items { continue }
                for _ in items {}
            }
            """
        let stopped = Mutant.all(
            of: order, file: "Sources/PlaceOrder.swift", within: "placeOrder(_", also: [.firstOnly]
        )
        .filter { $0.kind == .firstOnly }

        #expect(
            stopped.map(\.change) == [
                "with `for item in items { group.addTask { reserve(item) } }` stopped after its first element",
                "with `for item in items { log(item) }` stopped after its first element",
            ], "a body that is empty or ends in a jump is left as it is")
        #expect(
            stopped.first?.text(in: order).contains("for item in items { group.addTask { reserve(item) } \nbreak\n}")
                == true)
        #expect(
            stopped.last?.text(in: order).contains("log(item)  // a comment after the last statement\n    \nbreak\n}")
                == true)
        #expect(
            !Mutant.all(of: order, file: "Sources/PlaceOrder.swift", within: "placeOrder(_").contains {
                $0.kind == .firstOnly
            }, "only where the kata asks")
    }

    @Test("A string's interpolations are taken out; changes that read alike name the statement they are under")
    func interpolationsAndAlikeChanges() {
        let prompt = """
            func launch(_ count: Int) -> Bool {
                track("launch: \\(count) of \\(limit(count))", "plain \\"quoted\\"")
                guard count >= 3 else { return false }
                if count > 9 { return false }
                return true
            }
            """
        let changes = Mutant.all(of: prompt, file: "Sources/Prompt.swift", within: "launch(_")
            .map { "\($0.kind.rawValue): \($0.change)" }

        #expect(
            changes.contains {
                $0.hasPrefix(
                    "interpolation-dropped: with `\"launch: \\(count) of \\(limit(count))\"` made `\"launch:  of \"`")
            })
        #expect(
            !changes.contains { $0.hasPrefix("interpolation-dropped: with `\"plain") }, "an escape is no interpolation")
        #expect(
            changes.contains(
                "boolean: with `false` made `true` in `return false`, under `guard count >= 3 else { return false }`"))
        #expect(
            changes.contains(
                "boolean: with `false` made `true` in `return false`, under `if count > 9 { return false }`"))
        #expect(
            changes.contains("boolean: with `true` made `false` in `return true`"), "a change that reads as no other")
    }

    @Test("A property that holds a singleton, or a method of one, is made the shared one and then a new one")
    func heldSingletons() throws {
        let screen = """
            final class Screen {
                var worker = Worker.sharedWorker
                private let store: any SessionStore
                var lookUp: @Sendable (Int) -> String? =
                    Cache.shared.name
                static var counter = Worker.sharedWorker
                let other = Helper.sharedWorker

                func load(worker id: Int) {
                    self.worker.doSomething()
                    store.save(lookUp(id), worker: id)
                    let worker = Worker()
                    other.run()
                }
            }
            """
        let mutants = Mutant.all(
            of: screen, file: "Sources/Screen.swift", within: "load(worker",
            singletons: ["Worker.sharedWorker", "SessionStore.shared", "Cache.shared"])
        let found = mutants.filter { $0.kind == .anotherInstance }.map(\.change)
        let save = "in `store.save(lookUp(id), worker: id)`"

        #expect(
            found == [
                "with `worker` made `Worker.sharedWorker` in `self.worker.doSomething()`",
                "with `worker` made `Worker()` in `self.worker.doSomething()`",
                "with `store` made `SessionStore.shared` \(save)",
                "with `store` made `SessionStore()` \(save)",
                "with `lookUp` made `Cache.shared.name` \(save)",
                "with `lookUp` made `Cache().name` \(save)",
            ], "a label, a new name and what another type names stay")
        let called = try #require(mutants.first { $0.change.hasPrefix("with `lookUp` made `Cache().name`") })
        #expect(
            called.text(in: screen).contains(
                "store.save((Cache().name as @Sendable (Int) -> String?)(id), worker: id)"),
            "a method called at once keeps its call, as the property's type, which needs no argument labels")
        let member = try #require(mutants.first { $0.change.hasPrefix("with `worker` made `Worker()`") })
        #expect(member.text(in: screen).contains("        Worker().doSomething()\n"), "`self.` goes with the property")
    }

    @Test("A property whose type or default names the singleton through a type alias holds it too")
    func heldThroughAnAlias() {
        let screen = """
            final class Screen {
                let session: Session
                var backup = Backup.sharedInstance

                func load() {
                    session.start()
                    backup.start()
                }
            }
            """
        let found = Mutant.all(
            of: screen, file: "Sources/Screen.swift", within: "load(", singletons: ["ScarySingleton.sharedInstance"],
            typeAliases: ["Session": "ScarySingleton", "Backup": "ScarySingleton"]
        )
        .filter { $0.kind == .anotherInstance }.map(\.change)

        #expect(
            found == [
                "with `session` made `ScarySingleton.sharedInstance` in `session.start()`",
                "with `session` made `ScarySingleton()` in `session.start()`",
                "with `backup` made `ScarySingleton.sharedInstance` in `backup.start()`",
                "with `backup` made `ScarySingleton()` in `backup.start()`",
            ])
    }
}
