import Testing

@testable import KataCore

/// `no-static-state` tells a constant from state: a `static let` of a structure or an enumeration the kata declares,
/// storing no object, stands as a default; a `static var`, a class, a box or a hook stays refused, in any layout.
struct ConstantSpecs {
    /// The singletons, in a file the learner leaves alone, which the rule reads for its types and never judges.
    let singletons = (
        "Sources/NetworkManager.swift",
        """
        final class NetworkManager: Sendable {
            static let shared = NetworkManager()
            func loadData(from endpoint: Endpoint) async throws -> Data { Data() }
        }
        final class UserCache: Sendable {
            static let shared = UserCache()
        }
        enum Endpoint: Hashable, Sendable {
            case user(id: UUID)
        }
        """
    )
    let witness = """
        struct UserNetwork: Sendable {
            var loadData: @Sendable (Endpoint) async throws -> Data
        }
        """

    /// What `no-static-state` says of `source`, in a kata whose singletons are `NetworkManager` and `UserCache`.
    func failures(_ source: String, besides others: [(String, String)] = []) throws -> [String] {
        let facts = KataFacts(
            singleton: "NetworkManager.shared and UserCache.shared", technique: "t", article: "a", edit: [],
            leaveAlone: [singletons.0: ""], steps: [], safetyNets: [])
        let rule = try #require(SharedRules.rule("no-static-state", step: "functions", facts: facts))
        let context = SourceRule.Context(
            fragments: SharedRules.fragments(for: facts), accessors: ["shared"], fixed: [singletons.0])
        return rule.result(kata: 4, sources: [singletons, ("Sources/A.swift", source)] + others, context: context)
            .failures
    }

    @Test(
        "A constant of the kata's own value type stands as a default: a witness over the shared singletons, an enumeration's case, a value of plain values",
        arguments: [
            "extension UserNetwork {\n    static let live = UserNetwork(loadData: { try await NetworkManager.shared.loadData(from: $0) })\n}",
            "extension UserNetwork {\n    static let live = Self.init(loadData: NetworkManager.shared.loadData(from:))\n}",
            "extension UserNetwork {\n  @MainActor\n  static\n    let live: Self = .init(\n      loadData: {\n        try await NetworkManager.shared.loadData(from: $0)\n      }\n    )\n}",
            "enum Mode {\n    case fast, slow(retries: Int)\n}\nstruct Loader {\n    static let standard: Mode = .slow(retries: 2)\n}",
            "struct Server {\n    let url: URL\n    var retries = 3\n    var name: String { \"\" }\n    static let production = Server(url: URL(string: \"https://x\")!)\n}",
            "struct Loader {\n    struct Environment {\n        var network: UserNetwork\n        var insert: (@Sendable (User) -> Void)?\n        static let live = Environment(network: UserNetwork(loadData: NetworkManager.shared.loadData), insert: nil)\n    }\n}",
        ])
    func constant(source: String) throws {
        #expect(try failures(source, besides: [("Sources/Witness.swift", witness)]) == [])
    }

    /// A line that declares a constant and state, `static let a: Mode = .fast; static let b = Box()`, is refused whole.
    @Test(
        "State stays refused: a static var, a class or a box, a value type that stores an object, a hook, a value a closure called at once or another function made",
        arguments: [
            (
                "extension UserNetwork {\n    static var live = UserNetwork(loadData: NetworkManager.shared.loadData)\n}",
                2
            ),
            ("final class Box {\n    var data = Data()\n}\nenum Hooks {\n    static let box = Box()\n}", 5),
            ("import Synchronization\nenum Hooks {\n    static let lock = Mutex<Int>(0)\n}", 3),
            ("struct Holder {\n    let cache: UserCache\n    static let live = Holder(cache: .shared)\n}", 3),
            ("struct Holder {\n    let lock = NSLock()\n    static let live = Holder()\n}", 3),
            ("struct Holder {\n    weak var cache: UserCache?\n    static let live = Holder()\n}", 3),
            ("struct Holder {\n    @Locked var count = 0\n    static let live = Holder()\n}", 3),
            (
                "enum Hooks {\n    static let loadData: @Sendable (Endpoint) async throws -> Data = NetworkManager.shared.loadData\n}",
                2
            ),
            (
                "extension UserNetwork {\n    static let live: UserNetwork = {\n        let box = Box()\n        return UserNetwork(loadData: { _ in box.data })\n    }()\n}",
                2
            ),
            (
                "extension UserNetwork {\n    static let live = UserNetwork(loadData: { [box = Box()] _ in box.data })\n}",
                2
            ),
            ("extension UserNetwork {\n    static let live = UserNetwork(loadData: Box().load)\n}", 2),
            ("extension UserNetwork {\n    static let live = UserNetwork(loadData: makeLoader())\n}", 2),
            ("extension UserNetwork {\n    static let live = UserNetwork.make()\n}", 2),
            ("struct Screen {\n    static let importantValue = \"So important\"\n}", 2),
            ("enum Source {\n    case cache(UserCache)\n    static let main: Source = .cache(.shared)\n}", 3),
            ("enum Hooks {\n    static let a: Mode = .fast; static let b = Box()\n}\nenum Mode {\n    case fast\n}", 2),
        ])
    func state(source: String, line: Int) throws {
        let found = try failures(source, besides: [("Sources/Witness.swift", witness)])

        #expect(!found.isEmpty && found.allSatisfy { $0.hasPrefix("Sources/A.swift:\(line) breaks it: ") }, "\(found)")
    }
}
