// swift-tools-version: 6.2
import PackageDescription

/// What a kata's `Tests/Judged.swift` asks: whether the `kata` command judged the kata done for its files as they are
/// now. The root's `Package.swift` builds these sources as a target of its own; this manifest lets a package of one
/// kata depend on them by path. Foundation-free, so that a hand-typed `swift test` pays next to nothing for it.
let package = Package(
    name: "KeptVerdict",
    products: [.library(name: "KeptVerdict", targets: ["KeptVerdict"])],
    targets: [.target(name: "KeptVerdict")],
    swiftLanguageModes: [.v6]
)
