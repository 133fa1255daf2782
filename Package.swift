// swift-tools-version: 6.1
import PackageDescription

/// The katas, in order. Each folder holds `Sources/` (the module) and `Tests/` (its specs).
let katas = [
    "Kata1-ScarySingleton",
    "Kata2-CustomerManager",
    "Kata3-Worker",
    "Kata4-UserLoader",
    "Kata5-MatchStore",
    "Kata6-Analytics",
]

let environment = Context.environment

/// `KATA_SOLUTIONS=1` builds the same targets from `solutions/`, so the very same specs prove the solutions.
let tree = environment["KATA_SOLUTIONS"] == "1" ? "solutions" : "katas"

/// `KATA_ONLY=Kata1` (modules, comma-separated) builds those katas and nothing else: what `swift run kata` runs.
let only = environment["KATA_ONLY"].map { $0.split(separator: ",").map(String.init) }

/// `KATA_TOOL_SPECS=1` adds the `kata` command's own specs, which only the maintainers' check needs.
let toolSpecs = environment["KATA_TOOL_SPECS"] == "1"

let tool: [Target] =
    only != nil
    ? []
    : [
        .executableTarget(name: "kata", dependencies: ["KataCommand"]),
        // One batch of files for the compiler instead of one per core: Foundation is loaded once less,
        // which saves about a fifth of the command's share of a learner's first run (docs/performance.md).
        .target(name: "KataCommand", swiftSettings: [.unsafeFlags(["-driver-batch-count", "1"])]),
    ] + (toolSpecs ? [.testTarget(name: "KataCommandSpecs", dependencies: ["KataCommand"])] : [])

/// Kata 6's solution binds its task-local for XCTest too; this XCTest case proves it, with the solutions only.
let xctestProof = Target.testTarget(
    name: "Kata6XCTests",
    dependencies: ["Kata6", "Kata6Specs"],
    path: "solutions/Kata6-Analytics/XCTests"
)

let package = Package(
    name: "SingletonKatas",
    // Concurrency (async/await, task-local values) needs macOS 10.15 or later; 13 is the oldest still in wide use.
    platforms: [.macOS(.v13)],
    products: only != nil ? [] : [.executable(name: "kata", targets: ["kata"])],
    targets: tool
        + katas.flatMap { folder -> [Target] in
            let module = String(folder.prefix { $0 != "-" })
            guard only?.contains(module) ?? true else { return [] }
            return [
                .target(name: module, path: "\(tree)/\(folder)/Sources"),
                .testTarget(
                    name: "\(module)Specs",
                    dependencies: [.target(name: module)],
                    path: "\(tree)/\(folder)/Tests"
                ),
            ]
        }
        + (tree == "solutions" && only?.contains("Kata6") ?? true ? [xctestProof] : []),
    swiftLanguageModes: [.v6]
)
