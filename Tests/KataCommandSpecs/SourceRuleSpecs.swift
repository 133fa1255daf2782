import Testing

@testable import KataCommand
@testable import KataCore
@testable import SwiftReader

/// A source rule reads code in one layout of its own, never comments or strings, and names the line that breaks it.
struct SourceRuleSpecs {
    let rule = SourceRule(
        id: "no-static-state", rule: "No static state (README step [keep]).", files: ["Sources/*.swift"],
        forbid: #"\bstatic var\b"#)

    @Test("A line of code that matches breaks the rule; comments and strings that look alike do not")
    func forbiddenLine() {
        let source = """
            // static var hook: Int = 0
            /* static var
               hook */ let kept = "static var"
            final class A {
                static var hook = "zero"
            }
            """

        let result = rule.result(kata: 3, sources: [("Sources/A.swift", source)])

        #expect(result.id == "rule no-static-state")
        #expect(result.failures == [#"Sources/A.swift:5 breaks it: static var hook = "zero""#])
        #expect(rule.result(kata: 3, sources: [("Sources/A.swift", "let a = 1 // static var b")]).passed)
    }

    @Test("Two layouts of the same code get the same verdict: an attribute on its own line, a declaration broken up")
    func layout() {
        let taskLocal = SourceRule(
            id: "task-local-only", rule: "Task-local only (README step [x]).", files: ["A.swift"],
            forbid: #"^(?!.*@TaskLocal ).*{static var}"#)
        let wide = "final class A {\n    @TaskLocal static var shared = A()\n    static var other = 0\n}\n"
        let narrow = "final class A {\n  @TaskLocal\n  static var shared =\n    A()\n  static\n  var other = 0\n}\n"

        let verdicts = [wide, narrow].map { taskLocal.result(kata: 6, sources: [("A.swift", $0)]).failures.count }

        #expect(verdicts == [1, 1])
    }

    @Test("A local constant that names the singleton is still the singleton")
    func alias() {
        let direct = SourceRule(
            id: "uses-its-own", rule: "Uses its own (README step [x]).", files: ["A.swift"],
            forbid: #"\bsharedInstance\.doSomething\b"#, within: "viewDidLoad(")
        let source = """
            final class A {
                func viewDidLoad() {
                    let c = Scary.sharedInstance
                    c.doSomething()
                }
            }
            """

        let result = direct.result(
            kata: 1, sources: [("A.swift", source)], context: SourceRule.Context(accessors: ["sharedInstance"]))

        #expect(result.failures == ["A.swift:4 breaks it: Scary.sharedInstance.doSomething()"])
        let renamed = source.replacingOccurrences(of: "viewDidLoad", with: "viewWillAppear")
        #expect(
            direct.result(kata: 1, sources: [("A.swift", renamed)]).failures == [
                "A.swift no longer declares viewDidLoad(), which this rule reads: keep its name"
            ])
    }

    @Test("A rule that allows one match of its pattern breaks on the second: one lock in a function, not two")
    func atMost() {
        let oneLock = SourceRule(
            id: "one-lock", rule: "One lock (README step [x]).", files: ["A.swift"], forbid: #"\bwithLock\b"#,
            atMost: 1, within: "discard(")
        let once = """
            func discard(_ token: String) {
                tokens.withLock { tokens in
                    if tokens[0] == token { tokens[0] = nil }
                }
            }
            """
        let twice = """
            func discard(_ token: String) {
                let saved = tokens.withLock { $0[0] }
                if saved == token { tokens.withLock { $0[0] = nil } }
            }
            """

        #expect(oneLock.result(kata: 8, sources: [("A.swift", once)]).passed)
        #expect(oneLock.result(kata: 8, sources: [("A.swift", twice)]).failures.count == 2)
    }

    @Test("A pattern required within a function is looked for in its body alone, whatever the rest of the file says")
    func requiredWithin() {
        let decodes = SourceRule(
            id: "decodes", rule: "Decodes (README step [x]).", files: ["A.swift"],
            require: #"\.decode\(User\.self, from: "#, within: "loadUser(withID")
        let inside =
            "struct L {\n    func loadUser(withID id: Int) throws -> User {\n        try JSONDecoder()\n            .decode(User.self, from: data)\n    }\n}\n"
        let outside =
            "struct L {\n    var fetch = { try JSONDecoder().decode(User.self, from: $0) }\n    func loadUser(withID id: Int) throws -> User {\n        try fetch(data)\n    }\n}\n"

        #expect(decodes.result(kata: 4, sources: [("A.swift", inside)]).passed)
        #expect(
            decodes.result(kata: 4, sources: [("A.swift", outside)]).failures == [
                "loadUser(withID:) in A.swift does not do it"
            ])
        #expect(
            decodes.result(kata: 4, sources: [("A.swift", inside.replacingOccurrences(of: "withID", with: "id"))])
                .failures == ["A.swift no longer declares loadUser(withID:), which this rule reads: keep its name"])
    }

    @Test("A required doc comment is read only by a rule that reads comments")
    func docComment() {
        let says = SourceRule(
            id: "says", rule: "Says (README step [x]).", files: ["A.swift"],
            require: #"^ *///.*\btests\b.*\n *init\(\)"#)
        let source = "final class A {\n    /**\n     For tests only.\n     */\n    init() {}\n}\n"
        var reading = says
        reading.comments = true

        #expect(!says.result(kata: 3, sources: [("A.swift", source)]).passed)
        #expect(reading.result(kata: 3, sources: [("A.swift", source)]).passed)
    }

    @Test("A file that must read given code may differ in comments, layout and `internal` only, and learns where")
    func exactCode() {
        let reads = SourceRule(
            id: "one-word", rule: "One word (README step [x]).", files: ["A.swift"], reads: "init() {}")

        #expect(reads.result(kata: 1, sources: [("A.swift", "/// Tests only.\ninternal   init(\n) {\n}\n")]).passed)
        #expect(
            reads.result(kata: 1, sources: [("A.swift", "package init() {}")]).failures == [
                "A.swift says `package init() {}`, where the rule allows `init() {}`"
            ])
        #expect(
            reads.result(kata: 1, sources: [("A.swift", "init() {}\nfunc f() {}")]).failures == [
                "A.swift goes on after `init() {}` with `func f() {}`, where the rule allows nothing more"
            ])
        #expect(
            reads.result(kata: 1, sources: [("A.swift", "init()")]).failures == [
                "A.swift ends after `init()`, where the rule allows `{}` to follow"
            ])
    }

    @Test(
        "What the app keeps for a test alone breaks nothing-for-tests-alone: a property only a test reads, a type only a test uses"
    )
    func forTestsAlone() throws {
        let rule = try #require(SharedRules.all["nothing-for-tests-alone"])
        let service = """
            final class Service {
                private(set) var queries = 0
                var cache: [String: Int] = [:]
                var size: Int {
                    cache.count
                }

                func find(_ name: String) -> Int {
                    queries += 1
                    if let found = cache[name] { return found }
                    cache[name] = 1
                    return 1
                }
            }
            """
        let screen = ("Sources/Screen.swift", "struct Screen {\n    let service = Service()\n}\n")
        let standIn = ("Sources/Fixed.swift", "struct FixedFinder {\n    func find(_ name: String) -> Int { 2 }\n}\n")
        let test = (
            "Tests/Mine/YourTest.swift",
            "@Test func counts() {\n    let service = Service()\n    #expect(service.queries == FixedFinder().find(\"a\") + service.size)\n}\n"
        )

        let breaks = rule.result(kata: 10, sources: [("Sources/Service.swift", service), screen, standIn, test])
        let unused = rule.result(kata: 10, sources: [("Sources/Service.swift", service), screen])
        // The kata's own specs stand for the app's callers: what they name, the app uses.
        let launched = ("Tests/Specs.swift", "@Test func launch() {\n    _ = Screen().service.size\n}\n")
        let called = rule.result(
            kata: 10, sources: [("Sources/Service.swift", service), screen, launched],
            context: .init(fixed: ["Tests/Specs.swift"]))

        #expect(
            breaks.failures == [
                "Sources/Service.swift:2 declares `queries`, which the app never reads, while a test reads it",
                "Sources/Service.swift:4 declares `size`, which the app never reads, while a test reads it",
                "Sources/Fixed.swift:1 declares `FixedFinder`, which only a test uses: a stand-in lives under Tests/",
            ])
        #expect(unused.passed)
        #expect(called.passed)
    }

    @Test(
        "The app may choose a platform or a compiler under #if, never a build of its own for tests",
        arguments: [
            ("#if os(iOS)\n    import UIKit\n#elseif canImport(AppKit)\n    import AppKit\n#endif", true),
            ("#if targetEnvironment(simulator) || arch(arm64)\nlet a = 1\n#endif", true),
            ("#if compiler(>=6.2) && swift(>=6) && hasFeature(InferIsolatedConformances)\nlet a = 1\n#endif", true),
            ("#if canImport(UIKit, _version: 2)\nlet a = 1\n#endif", true),
            ("#if DEBUG\nlet a = 1\n#else\nlet a = 2\n#endif", false),
            ("#if !DEBUG\nlet a = 1\n#endif", false),
            ("#if os(iOS)\nlet a = 1\n#elseif (MOCKS)\nlet a = 2\n#endif", false),
            ("#if canImport(UIKit) && STAGING\nlet a = 1\n#endif", false),
        ])
    func sameUnderTest(source: String, passes: Bool) throws {
        let rule = try #require(SharedRules.all["same-under-test"])

        #expect(rule.result(kata: 1, sources: [("Sources/A.swift", source)]).passed == passes)
    }

    @Test("A type alias reads as what it names, in every file a rule reads, and is no test double itself")
    func typeAliases() throws {
        let facts = KataFacts(
            singleton: "ScarySingleton.sharedInstance", technique: "t", article: "a", edit: [], leaveAlone: [:],
            steps: [], safetyNets: [])
        let context = SourceRule.Context(fragments: SharedRules.fragments(for: facts), accessors: ["sharedInstance"])
        let doubles = try #require(SharedRules.rule("no-test-doubles", step: "keep", facts: facts))
        let keeps = SourceRule(
            id: "keeps", rule: "Keeps one (README step [keep]).", files: ["Sources/*.swift"],
            require: #"\b(let|var) \w+: {singleton}"#)
        let names = (
            "Sources/Names.swift", "/// The session.\ntypealias Session = ScarySingleton\ntypealias Current = Session\n"
        )
        let screen = ("Sources/Screen.swift", "final class Screen {\n    let session: Current\n}\n")
        let quiet = ("Sources/Quiet.swift", "final class QuietSession: Current {}\n")

        #expect(doubles.result(kata: 1, sources: [names, screen], context: context).passed)
        #expect(keeps.result(kata: 1, sources: [names, screen], context: context).passed)
        #expect(
            doubles.result(kata: 1, sources: [names, quiet], context: context).failures == [
                "Sources/Quiet.swift:1 breaks it: final class QuietSession: Current {}"
            ], "a subclass under another name is still a subclass")
        #expect(
            SwiftCode.typeAliases(in: [names.1, "typealias Pair<T> = (T, T)\ntypealias Load = @Sendable (Int) -> Data"])
                == ["Session": "ScarySingleton", "Current": "ScarySingleton", "Load": "@Sendable(Int) -> Data"])
    }

    @Test("A file whose bodies the reader cannot delimit breaks every rule that reads it, naming the line")
    func doubts() {
        let open = ("Sources/A.swift", "final class A {\n    func f() {\n        a()\n}\n")
        let fine = ("Sources/B.swift", "final class B {\n    static var hook = 0\n}\n")
        let requires = SourceRule(
            id: "keeps", rule: "Keeps one (README step [keep]).", files: ["Sources/*.swift"], require: #"\bf\(\)"#)
        let message =
            "Sources/A.swift:1 has a `{` that no `}` closes, so the tool cannot tell where that body ends and cannot check this rule in Sources/A.swift"

        #expect(
            rule.result(kata: 3, sources: [open, fine]).failures == [
                message, "Sources/B.swift:2 breaks it: static var hook = 0",
            ], "the other file is read as ever")
        #expect(requires.result(kata: 3, sources: [open]).failures == [message])
        #expect(
            rule.result(kata: 3, sources: [("Sources/A.swift", "let a = 1\n/* open\nlet b = 2\n")]).failures.count == 1)
    }

    @Test("A compiler error a kata explains gets the kata's line under it; another gets none")
    func diagnosticMeaning() {
        var facts = KataFacts(
            singleton: "Store.shared", technique: "t", article: "a", edit: [], leaveAlone: [:], steps: [],
            safetyNets: [])
        facts.diagnostics = [
            .init(error: "call to actor-isolated instance method 'token\\(for:\\)'", means: "No await here.")
        ]

        #expect(
            facts.meaning(
                of:
                    "A.swift:3:9: error: call to actor-isolated instance method 'token(for:)' in a synchronous nonisolated context"
            ) == "No await here.")
        #expect(facts.meaning(of: "A.swift:3:9: error: cannot find 'x' in scope") == nil)
    }
}
