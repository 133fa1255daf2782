import Testing

@testable import KataCommand
@testable import KataCore
@testable import KataProof

/// The small changes the proof of a learner's test makes to one function: each must be caught by a test that pins it.
struct MutantSpecs {
    let source = """
        struct Checkout {
            // Only the body of discount(for:) is changed: 100 here stays.
            let limit = 100

            func discount(for price: Int) -> Int {
                let base = price <= 100 ? price * 5 / 100 : 0  // a comment with 7 in it stays
                log("checkout")
                record(
                    price)
                if price == 0 { return 0 }
                return base + (isMember ? 10 : 0)
            }
        }
        """

    func changes(_ source: String, within name: String, twice: Bool = false) -> [String] {
        Mutant.changes(of: source, within: name, twice: twice)
    }

    @Test("A whole statement is deleted, on as many lines as it takes, and an early return whole; not a declaration")
    func deletions() {
        let deleted = changes(source, within: "discount(for").filter { $0.hasPrefix("without") }

        #expect(
            deleted == [
                "without `log(\"checkout\")`", "without `record(price)`", "without `if price == 0 { return 0 }`",
            ])
    }

    @Test("Comparisons turn round or move their boundary, numbers move by one or to zero, plain strings empty")
    func flipsAndConstants() {
        let found = changes(source, within: "discount(for").filter { !$0.hasPrefix("without") }
        let base = "in `let base = price <= 100 ? price * 5 / 100 : 0`"

        #expect(found.contains("with `<=` turned into `>` \(base)"))
        #expect(found.contains("with `<=` turned into `<` \(base)"), "a boundary moved by one")
        #expect(found.contains("with `==` turned into `!=` in `if price == 0 { return 0 }`"))
        #expect(
            found.filter { $0.hasPrefix("with `5`") } == [
                "with `5` made `6` \(base)", "with `5` made `4` \(base)", "with `5` made `0` \(base)",
            ])
        #expect(
            !found.contains("with the second `100` made `0` \(base)"),
            "`5 / 100` is one constant, which its first number stands for")
        #expect(
            found.filter { $0.hasSuffix("in `return 0`") } == ["with `0` made `1` in `return 0`"],
            "zero has one neighbour, and moving it by one makes it one")
        #expect(found.contains("with the first `0` made `1` \(base)") == false, "named by its place only when repeated")
        #expect(found.contains("with `\"checkout\"` made `\"\"` in `log(\"checkout\")`"))
        #expect(!found.contains { $0.contains("7") }, "a number in a comment is no code")
        #expect(!found.contains { $0.contains("limit") }, "only the function's own code changes")
    }

    @Test("Where statements must each run once and in order, each is also done twice, and two in a row swapped")
    func twice() {
        let found = changes(source, within: "discount(for", twice: true)

        #expect(found.contains("with `log(\"checkout\")` done twice"))
        #expect(found.contains("with `log(\"checkout\")` and `record(price)` swapped"))
        #expect(!changes(source, within: "discount(for").contains { $0.hasSuffix("done twice") }, "only when asked for")
        #expect(!found.contains("with `if price == 0 { return 0 }` done twice"), "an early return is not repeated")
    }

    @Test("A mutant is the whole file with one range of code changed, and names the line it changes, counted from 1")
    func wholeFile() throws {
        let mutants = Mutant.all(of: source, file: "Sources/Checkout.swift", within: "discount(for")
        let deletion = try #require(mutants.first { $0.change == "without `record(price)`" })
        let flip = try #require(mutants.first { $0.change.hasPrefix("with `==` turned into `!=`") })

        #expect(deletion.line == 8)
        #expect(deletion.text(in: source) == source.replacingOccurrences(of: "record(\n            price)", with: ""))
        #expect(flip.line == 10)
        #expect(flip.text(in: source) == source.replacingOccurrences(of: "price == 0", with: "price != 0"))
    }

    @Test("Statements at any depth change, in a closure or a catch; a catch can go; not a closure's signature")
    func nested() {
        let client = """
            struct Client {
                func send(_ request: String) async throws -> String {
                    guard !request.isEmpty else { throw Failure.empty }
                    do {
                        return try await server.send(request)
                    } catch Failure.expired {
                        await store.discard(request)
                        return try await items.map { item in
                            record(item, retry: true)
                        }
                    }
                }
            }
            """

        #expect(
            changes(client, within: "send(_") == [
                "without `guard !request.isEmpty else { throw Failure.empty }`",
                "with `!request.isEmpty` made `false` in `guard !request.isEmpty else { throw Failure.empty }`",
                "without `!` in `guard !request.isEmpty else { throw Failure.empty }`",
                "with `throw Failure.empty` made `return \"\"`",
                "without `catch Failure.expired { … }` after `do { … }`",
                "without `await store.discard(request)`",
                "without `record(item, retry: true)`",
                "with `true` made `false` in `record(item, retry: true)`",
                "with the body of `send(_:)` made `{ return \"\" }`",
            ])
    }

    @Test("The one statement of a call's closure goes and runs twice with the call, not on its own")
    func closures() {
        let order = """
            func placeOrder(_ items: [String]) {
                for item in items {
                    queue.async { reserve(item, count: 1) }
                }
                fetch = Task { await refresh() }
            }
            """

        #expect(
            changes(order, within: "placeOrder(_", twice: true) == [
                "without `queue.async { reserve(item, count: 1) }`",
                "with `queue.async { reserve(item, count: 1) }` done twice",
                "with `1` made `2` in `reserve(item, count: 1)`", "with `1` made `0` in `reserve(item, count: 1)`",
                "without `fetch = Task { await refresh() }`", "with `fetch = Task { await refresh() }` done twice",
                "without `await refresh()`", "with `await refresh()` done twice",
                "with the body of `placeOrder(_:)` made `{ }`",
            ])
    }

    @Test("A property's observers can be changed too, and a function that is not there has no mutant")
    func propertiesAndMissingFunctions() {
        let list = """
            final class List {
                var isActive = false {
                    didSet {
                        guard isActive, !oldValue else { return }
                        fetch()
                    }
                }
            }
            """

        #expect(
            changes(list, within: "isActive") == [
                "without `guard isActive, !oldValue else { return }`",
                "without the condition `isActive` in `guard isActive, !oldValue else { return }`",
                "with `isActive, !oldValue` made `false` in `guard isActive, !oldValue else { return }`",
                "without the condition `!oldValue` in `guard isActive, !oldValue else { return }`",
                "without `!` in `guard isActive, !oldValue else { return }`", "without `fetch()`",
            ])
        #expect(changes(list, within: "viewDidLoad(").isEmpty)
    }

    @Test("Each condition of a list goes, and the rest decide alone; a negation goes; a force unwrap stays")
    func conditionsAndNegations() throws {
        let gate = """
            func open(_ door: Door?) {
                if door!.isLocked, (!door!.isOpen) {
                    return
                }
                while ready,
                    waiting
                {
                    step()
                }
            }
            """
        let mutants = Mutant.all(of: gate, file: "Sources/Gate.swift", within: "open(")
        let found = mutants.map(\.change)
        let conditions = "in `if door!.isLocked, (!door!.isOpen) { return }`"

        #expect(found.contains("without the condition `door!.isLocked` \(conditions)"))
        #expect(found.contains("without the condition `(!door!.isOpen)` \(conditions)"))
        #expect(
            found.filter { $0.contains("`!` in") } == ["without the second `!` \(conditions)"], "`door!` is no negation"
        )
        let last = try #require(mutants.first { $0.change.hasPrefix("without the condition `waiting`") })
        #expect(last.text(in: gate).contains("while ready\n"), "the last condition goes with the comma before it")
    }

    @Test("A choice gives each answer whatever its condition, a choice inside an answer too; not with a closure")
    func choices() throws {
        let trips = """
            func trips(of user: User) throws -> [Trip] {
                let shown = isFriend(user) ? (user.isPublic ? all : recent) : []
                log(limit > 0 ? "some" : "none", user)
                return user.friends.contains(me) ? try find(user) : []
                return ready ? items.map { $0.trip } : []
            }
            """
        let mutants = Mutant.all(of: trips, file: "Sources/TripService.swift", within: "trips(of")
        // The changes to a choice, which each quote first.
        let found = mutants.map(\.change).filter {
            $0.hasPrefix("with `") && $0.dropFirst(6).prefix { $0 != "`" }.contains("?")
        }
        let shown = "in `let shown = isFriend(user) ? (user.isPublic ? all : recent) : []`"
        let log = "in `log(limit > 0 ? \"some\" : \"none\", user)`"
        let give = "in `return user.friends.contains(me) ? try find(user) : []`"

        #expect(
            found == [
                "with `isFriend(user) ? (user.isPublic ? all : recent) : []` made `(user.isPublic ? all : recent)` \(shown)",
                "with `isFriend(user) ? (user.isPublic ? all : recent) : []` made `[]` \(shown)",
                "with `user.isPublic ? all : recent` made `all` \(shown)",
                "with `user.isPublic ? all : recent` made `recent` \(shown)",
                "with `limit > 0 ? \"some\" : \"none\"` made `\"some\"` \(log)",
                "with `limit > 0 ? \"some\" : \"none\"` made `\"none\"` \(log)",
                "with `user.friends.contains(me) ? try find(user) : []` made `try find(user)` \(give)",
                "with `user.friends.contains(me) ? try find(user) : []` made `[]` \(give)",
            ])
        let friend = try #require(mutants.first { $0.change.hasSuffix("made `try find(user)` \(give)") })
        #expect(friend.text(in: trips).contains("    return try find(user)\n"))
    }

    @Test("The same code in another layout gets the same changes, in the same words")
    func layouts() {
        let narrow = """
            struct Checkout {
              // Only the body of discount(for:) is changed: 100 here stays.
              let limit = 100

              func discount(
                for price: Int
              ) -> Int {
                let base =
                  price <= 100
                  ? price * 5 / 100 : 0  // a comment with 7 in it stays
                log("checkout")
                record(price)
                if price == 0 {
                  return 0
                }
                return base
                  + (isMember ? 10 : 0)
              }
            }
            """
        let prompt = """
            final class RatingPrompt {
                @discardableResult func appDidLaunch() -> Bool {
                    let launches = defaults.integer(forKey: "launches") + 1
                    guard launches >= 3 else { return false }
                    if let asked = object(forKey: "asked") as? Date, now.timeIntervalSince(asked) < 120 * 24 * 60 * 60 {
                        return false
                    }
                    center.post(name: .willAsk, object: [1, 2])
                    return true
                }
            }
            """
        let promptAttributesApart = """
            final class RatingPrompt {
              @discardableResult
              func appDidLaunch() -> Bool {
                let launches =
                  defaults.integer(
                    forKey: "launches"
                  ) + 1
                guard launches >= 3 else {
                  return false
                }
                if let asked = object(
                  forKey: "asked"
                ) as? Date,
                  now.timeIntervalSince(asked)
                    < 120 * 24 * 60 * 60
                {
                  return false
                }
                center.post(
                  name: .willAsk,
                  object: [
                    1,
                    2,
                  ]
                )
                return true
              }
            }
            """

        let checkout = changes(source, within: "discount(for", twice: true)

        #expect(changes(narrow, within: "discount(for", twice: true) == checkout)
        #expect(changes(promptAttributesApart, within: "appDidLaunch(") == changes(prompt, within: "appDidLaunch("))
        #expect(changes(prompt, within: "appDidLaunch(").count == 28)
    }
}

extension Mutant {
    /// The words of each change the proof makes to `name` in `source`, as the specs compare them.
    static func changes(of source: String, within name: String, twice: Bool = false) -> [String] {
        all(of: source, file: "Sources/Checkout.swift", within: name, twice: twice).map(\.change)
    }
}
