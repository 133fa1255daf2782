// swift-tools-version: 6.2
import PackageDescription

/// The `kata` command and the maintainers' `kata-dev`, a package of their own so that a learner's `swift test` in
/// the repository's root builds the katas and nothing of the tool. The root's manifest depends on this folder by path
/// where the command can run, so `swift run kata` builds and runs it from there.
///
/// Modules by job, each using only those after it (README.md here says what each owns):
/// `kata-dev` → `KataDev` → `KataProof` and `KataCommand` → `KataCore` → `SwiftReader`; `kata` → `KataCommand`;
/// `kata-proof` → `KataProof` and `KataCommand`. The proof is a program of its own, which `kata` builds the first
/// time a learner's test is proven, so a learner's first red waits for none of it.
let flags: [SwiftSetting] = [
    // One batch of files for the compiler instead of one per core: Foundation is loaded once per module, which
    // saves a part of the command's share of a learner's first run (docs/performance.md).
    .unsafeFlags(["-driver-batch-count", "1"]),
    // Symbols an editor can read from the system modules themselves are left out of the index, and so are the C
    // modules Foundation brings (Glibc): about 0.9 s of CPU less on a cold build of the command (docs/performance.md).
    .unsafeFlags(["-index-ignore-system-modules", "-Xfrontend", "-index-ignore-clang-modules"]),
]

/// What a module's folder holds besides its sources: the notes that say what it and each of its `folders` own.
func notes(_ folders: String...) -> [String] {
    ["README.md"] + folders.map { "\($0)/README.md" }
}

let package = Package(
    name: "KataTool",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "kata", targets: ["kata"]),
        .executable(name: "kata-dev", targets: ["kata-dev"]),
        .executable(name: "kata-proof", targets: ["kata-proof"]),
        .library(name: "SwiftReader", targets: ["SwiftReader"]),
        .library(name: "KataCore", targets: ["KataCore"]),
        .library(name: "KataCommand", targets: ["KataCommand"]),
        .library(name: "KataProof", targets: ["KataProof"]),
        .library(name: "KataDev", targets: ["KataDev"]),
    ],
    targets: [
        .target(name: "SwiftReader", path: "SwiftReader", exclude: notes(), swiftSettings: flags),
        .target(
            name: "KataCore", dependencies: ["SwiftReader"], path: "KataCore",
            exclude: notes("Registry", "Processes", "Runner", "Rules", "Proof", "Kept"), swiftSettings: flags),
        .target(
            name: "KataCommand", dependencies: ["KataCore"], path: "KataCommand",
            exclude: notes("Commands", "Watch", "Report"), swiftSettings: flags),
        .executableTarget(name: "kata", dependencies: ["KataCommand"], path: "kata", swiftSettings: flags),
        .target(
            name: "KataProof", dependencies: ["KataCore", "SwiftReader"], path: "KataProof",
            exclude: notes("Operators"), swiftSettings: flags),
        .executableTarget(
            name: "kata-proof", dependencies: ["KataProof", "KataCommand"], path: "kata-proof", swiftSettings: flags),
        .target(
            name: "KataDev", dependencies: ["KataCommand", "KataProof"], path: "KataDev",
            exclude: notes("Commands", "Check", "Rules", "Solutions", "Faults", "Scaffold"), swiftSettings: flags),
        .executableTarget(name: "kata-dev", dependencies: ["KataDev"], path: "kata-dev", swiftSettings: flags),
    ],
    swiftLanguageModes: [.v6]
)
