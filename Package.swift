// swift-tools-version: 6.2
import Foundation
import PackageDescription

let environment = Context.environment
let manager = FileManager.default

/// The files at any depth under `folder` (relative to the package) whose names end in `.swift`, relative to it and
/// sorted, as SwiftPM takes a target's sources; hidden ones are left out.
func swiftFiles(in folder: String) -> [String] {
    let paths = manager.enumerator(atPath: Context.packageDirectory + "/" + folder)?.allObjects as? [String] ?? []
    return paths.filter { path in
        path.hasSuffix(".swift") && !path.split(separator: "/").contains { $0.hasPrefix(".") }
    }
    .sorted()
}

/// The katas, in order: every folder `katas/KataN-Name`. Each holds `kata.json` (its facts), `Sources/` (the
/// module) and `Tests/` (its specs). A folder that holds only hidden files is none: what git leaves behind when a
/// pull renames a kata the `kata` command had judged (its `.judged/`, which git ignores).
let katas = ((try? manager.contentsOfDirectory(atPath: Context.packageDirectory + "/katas")) ?? [])
    .filter { folder in
        let entries = (try? manager.contentsOfDirectory(atPath: Context.packageDirectory + "/katas/" + folder)) ?? []
        return folder.hasPrefix("Kata") && folder.contains("-") && entries.contains { !$0.hasPrefix(".") }
    }
    .sorted { Int($0.dropFirst(4).prefix { $0 != "-" }) ?? 0 < Int($1.dropFirst(4).prefix { $0 != "-" }) ?? 0 }

/// `KATA_SOLUTIONS=1` builds the same targets with each kata's reference solution laid over it: a file in
/// `solutions/KataN-Name/Sources/` or `Tests/` takes the place of the kata's file of that name, or is added.
/// The specs and probes exist once, in `katas/`, so the very same specs prove the solutions. Their targets sit at
/// the package's root, so build them in `.build` or a folder inside it: SwiftPM fails on the second build in any
/// other build folder within the root ("unknown build description").
let solutions = environment["KATA_SOLUTIONS"] == "1"

/// The sources of kata `folder`'s `part` (`Sources` or `Tests`) with its solution laid over them.
func solved(_ folder: String, _ part: String) -> [String] {
    let solution = swiftFiles(in: "solutions/\(folder)/\(part)")
    return
        (swiftFiles(in: "katas/\(folder)/\(part)").filter { !solution.contains($0) }.map {
            "katas/\(folder)/\(part)/\($0)"
        }
        + solution.map { "solutions/\(folder)/\(part)/\($0)" }).sorted()
}

/// What a target at the package's root must leave out so that it holds `sources` and nothing else.
func everythingBut(_ sources: [String], under folder: String = "") -> [String] {
    let entries = (try? manager.contentsOfDirectory(atPath: Context.packageDirectory + "/" + folder)) ?? []
    return entries.filter { !$0.hasPrefix(".") }.sorted().flatMap { entry -> [String] in
        let path = folder + entry
        if sources.contains(path) { return [] }
        return sources.contains { $0.hasPrefix(path + "/") } ? everythingBut(sources, under: path + "/") : [path]
    }
}

/// The compiler flags kata `folder`'s module is built with, from `swiftFlags` in its `kata.json`: Kata 9 is compiled
/// the way an Xcode 26 app target is (`-default-isolation MainActor` and approachable concurrency's upcoming
/// features). The probes read the same list, so they see the module as the specs do.
func swiftFlags(_ folder: String) -> [String] {
    let facts = manager.contents(atPath: Context.packageDirectory + "/katas/\(folder)/kata.json")
    let object = facts.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
    return object?["swiftFlags"] as? [String] ?? []
}

/// A kata's target for `part`: its folder, or with `KATA_SOLUTIONS=1` its files and its solution's together.
func target(_ folder: String, _ part: String, make: (String, [String]?, [String]) -> Target) -> Target {
    guard solutions else { return make("katas/\(folder)/\(part)", nil, []) }
    let sources = solved(folder, part)
    return make(".", sources, everythingBut(sources))
}

/// `KATA_ONLY=Kata1` (modules, comma-separated) builds those katas and nothing else: what `swift run kata` runs.
let only = environment["KATA_ONLY"].map { $0.split(separator: ",").map(String.init) }

/// `KATA_DEV=1` adds what only maintainers need: the tool's own specs (`kata-dev`, the check and the scaffold, is a
/// product of the tool's package and runs with or without it).
let dev = environment["KATA_DEV"] == "1"

/// Whether the `kata` command is declared: not with `KATA_ONLY`, and not on Windows, which has none of the terminal
/// (termios) and Unix process calls it is built on. `#if` in a manifest tests the machine that builds the package, so
/// on Windows the katas and their specs build alone, and `swift test` runs them.
#if os(Windows)
    let command = false
#else
    let command = only == nil
#endif

/// The tool, `Sources/` (a package of its own: the `kata` command, `kata-dev` and their modules), is a dependency by
/// path where the command is declared. No kata target uses it, so a hand-typed `swift test` compiles none of it;
/// `swift run kata` builds and runs its executable product.
let tool: [Package.Dependency] = command ? [.package(path: "Sources")] : []

/// The tool's modules that its specs import, as products of its package.
func toolModules(_ names: String...) -> [Target.Dependency] {
    names.map { .product(name: $0, package: "Sources") }
}

/// The tool's specs read its `package` declarations, as a module of its own package would. SwiftPM gives a root
/// target the root's package name, so the specs' compiler is given the tool's (the last `-package-name` counts).
let inToolPackage = SwiftSetting.unsafeFlags(["-Xfrontend", "-package-name", "-Xfrontend", "sources"])

/// `KATA_DEV=1`: the tool's own specs, root test targets over its library products (a nested package cannot name
/// files outside its folder, so they live in `Tests/`).
let toolSpecs: [Target] =
    command && dev
    ? [
        .testTarget(
            name: "KataCommandSpecs",
            dependencies: toolModules("SwiftReader", "KataCore", "KataCommand", "KataProof", "kata", "kata-proof"),
            swiftSettings: [inToolPackage]),
        .testTarget(
            name: "KataDevSpecs",
            dependencies: toolModules("SwiftReader", "KataCore", "KataCommand", "KataProof", "KataDev"),
            swiftSettings: [inToolPackage]),
    ]
    : []

/// What each kata's `Tests/Judged.swift` asks: whether the `kata` command judged the kata done for its files as they
/// are now (katas/KeptVerdict/README.md), so that a hand-typed `swift test` is red until it did. Foundation-free, and
/// never a kata: its folder's name has no `-`. With the solutions laid over the katas, the define makes it pass, as
/// the reference solutions do; no variable a learner could set does.
let keptVerdict = Target.target(
    name: "KeptVerdict", path: "katas/KeptVerdict/Sources/KeptVerdict",
    swiftSettings: solutions ? [.define("KATA_SOLUTIONS_LAID_OVER")] : nil)

/// Kata 6's solution binds its task-local for XCTest too; this XCTest case proves it, with the solutions only.
let xctestProof = Target.testTarget(
    name: "Kata6XCTests",
    dependencies: ["Kata6", "Kata6Specs"],
    path: "solutions/Kata6-Analytics/XCTests"
)

let package = Package(
    name: "SingletonKatas",
    // Swift 6.2 (the first with `-default-isolation`, which Kata 9 is built with) comes with Xcode 26, which runs on
    // macOS 15.6 or later: no Mac that builds the katas is older.
    platforms: [.macOS(.v15)],
    dependencies: tool,
    targets: toolSpecs + [keptVerdict]
        + katas.flatMap { folder -> [Target] in
            let module = String(folder.prefix { $0 != "-" })
            guard only?.contains(module) ?? true else { return [] }
            return [
                target(folder, "Sources") {
                    .target(
                        name: module, path: $0, exclude: $2, sources: $1,
                        swiftSettings: swiftFlags(folder).isEmpty ? nil : [.unsafeFlags(swiftFlags(folder))])
                },
                target(folder, "Tests") {
                    .testTarget(
                        name: "\(module)Specs", dependencies: [.target(name: module), "KeptVerdict"], path: $0,
                        exclude: $2,
                        sources: $1)
                },
            ]
        }
        + (solutions && only?.contains("Kata6") ?? true ? [xctestProof] : []),
    swiftLanguageModes: [.v6]
)

// Two flags for a learner's first build (docs/performance.md): SwiftPM's debug builds write an index for editors, and
// by default that index covers every system module a target imports (Foundation, Testing), a quarter to a third of a
// cold build's CPU time for symbols an editor can read from the modules themselves (the katas' own code is still
// indexed); and the driver splits each module's files into one batch per core, each loading Foundation and Testing
// again, where one batch a module loads them once (the modules still build side by side).
for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.unsafeFlags(["-index-ignore-system-modules", "-driver-batch-count", "1"])]
}
