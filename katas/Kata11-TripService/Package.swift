// swift-tools-version: 6.2
import Foundation
import PackageDescription

// This kata as a package of its own: `swift test` in its folder, or Xcode opening this file, builds and runs its specs
// alone, whatever state the other katas are in. Every kata's Package.swift is this very file (the check compares them,
// and `kata-dev new` copies it): it takes its names from the folder, `KataN-Name`, and its compiler flags from
// `kata.json`, as the repository's own Package.swift does for every kata at once.

let folder = URL(fileURLWithPath: Context.packageDirectory).lastPathComponent
let module = String(folder.prefix { $0 != "-" })

/// `swiftFlags` in `kata.json` (Kata 9's module is compiled as an Xcode 26 app target is).
let facts = FileManager.default.contents(atPath: Context.packageDirectory + "/kata.json")
let flags = (facts.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any])?["swiftFlags"]

/// The root's two flags for a first build (its Package.swift says why).
let firstBuild = ["-index-ignore-system-modules", "-driver-batch-count", "1"]

let package = Package(
    name: folder,
    platforms: [.macOS(.v15)],
    // What `Tests/Judged.swift` asks: whether `swift run kata` judged this kata done for its files as they are now.
    dependencies: [.package(path: "../KeptVerdict")],
    targets: [
        .target(
            name: module, path: "Sources", swiftSettings: [.unsafeFlags((flags as? [String] ?? []) + firstBuild)]),
        .testTarget(
            name: "\(module)Specs",
            dependencies: [.target(name: module), .product(name: "KeptVerdict", package: "KeptVerdict")], path: "Tests",
            swiftSettings: [.unsafeFlags(firstBuild)]),
    ],
    swiftLanguageModes: [.v6]
)
