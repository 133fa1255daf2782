/// What a kata's module is built with, as `#if` reads it: the machine's platform, the compiler, `DEBUG` (a debug
/// build, as specs and the proof run) and the kata's own flags (`swiftFlags` in its `kata.json`).
///
/// It answers a condition true or false where the build settles it, and nil where it cannot know: a module it does
/// not know whether the machine holds (`canImport(Charts)`), an attribute, a compiler newer than it can tell apart.
package struct BuildConditions: Sendable {
    /// The flags `#if` sees set: `DEBUG` and each `-D` flag.
    package var flags: Set<String> = ["DEBUG", "SWIFT_PACKAGE"]
    /// The features turned on with `-enable-upcoming-feature` or `-enable-experimental-feature`.
    package var features: Set<String> = []
    /// The language mode: 6 unless `-swift-version` or `-language-mode` says otherwise.
    package var languageMode = 6
    package var os = Self.hostOS
    package var arch = Self.hostArch
    /// The compiler's version lies from `compiler.floor` up to, not including, `compiler.ceiling` (nil: no bound).
    package var compiler = Self.hostCompiler

    /// The build of a kata whose `kata.json` gives these compiler flags.
    package init(swiftFlags: [String] = []) {
        var arguments = swiftFlags.makeIterator()
        while let argument = arguments.next() {
            switch argument {
            case "-D": arguments.next().map { _ = flags.insert($0) }
            case "-swift-version", "-language-mode": languageMode = arguments.next().flatMap { Int($0) } ?? 6
            case "-enable-upcoming-feature", "-enable-experimental-feature":
                arguments.next().map { _ = features.insert(String($0.prefix { $0 != ":" })) }
            default:
                if argument.hasPrefix("-D") && argument.count > 2 { flags.insert(String(argument.dropFirst(2))) }
            }
        }
    }

    /// The value of the condition of `#if` or `#elseif` written as `tokens`: nil when the build does not settle it,
    /// or when it is not a condition the tool reads.
    package func evaluate(_ tokens: [SwiftCode.Token]) -> Bool? {
        var parser = Parser(tokens: tokens, build: self)
        let value = parser.disjunction()
        return parser.failed || parser.index < tokens.count ? nil : value
    }

    /// A bare name: a flag, set or not; `SWIFT_…` flags that SwiftPM or Xcode may set are not known.
    package func flag(_ name: String) -> Bool? {
        if name == "true" { return true }
        if name == "false" { return false }
        if flags.contains(name) { return true }
        return name.hasPrefix("SWIFT_") ? nil : false
    }

    /// A call such as `os(macOS)` or `compiler(>=6.2)`, given the text of its argument.
    package func call(_ name: String, _ argument: String) -> Bool? {
        switch name {
        case "os": return argument == os || (os == "macOS" && argument == "OSX")
        case "arch": return argument == arch
        case "targetEnvironment": return false
        case "_endian": return argument == "little"
        case "_pointerBitWidth": return argument == "_64"
        case "canImport": return argument.contains(",") ? nil : Self.canImport(argument, on: os)
        case "hasFeature": return features.contains(argument) ? true : nil
        case "swift": return Self.compare(argument, floor: [languageMode], ceiling: [languageMode + 1])
        case "compiler": return Self.compare(argument, floor: compiler.floor, ceiling: compiler.ceiling)
        default: return nil
        }
    }

    /// `>=6.2` or `<6.2` against a version known to lie from `floor` up to, not including, `ceiling`.
    package static func compare(_ argument: String, floor: [Int], ceiling: [Int]?) -> Bool? {
        let atLeast = argument.hasPrefix(">=")
        let parts = argument.drop { !$0.isNumber }.split(separator: ".").map { Int($0) }
        guard atLeast || argument.hasPrefix("<"), !parts.isEmpty, !parts.contains(nil) else { return nil }
        let version = parts.compactMap { $0 }
        let reached: Bool?
        if !precedes(floor, version) {
            reached = true
        } else if let ceiling, !precedes(version, ceiling) {
            reached = false
        } else {
            reached = nil
        }
        return reached.map { atLeast ? $0 : !$0 }
    }

    /// Whether version `one` comes before version `other`: `6.2` before `6.10`, `6` not before `6.0`.
    private static func precedes(_ one: [Int], _ other: [Int]) -> Bool {
        let count = max(one.count, other.count)
        let padded = { (version: [Int]) in version + Array(repeating: 0, count: count - version.count) }
        return padded(one).lexicographicallyPrecedes(padded(other))
    }

    /// Whether `module` can be imported on `os`, for the modules the tool is sure of.
    package static func canImport(_ module: String, on os: String) -> Bool? {
        if ["Swift", "Foundation", "Dispatch", "Observation", "Synchronization"].contains(module) { return true }
        let home = [
            "Darwin": "macOS", "AppKit": "macOS", "SwiftUI": "macOS", "Combine": "macOS", "Glibc": "Linux",
            "WinSDK": "Windows",
        ]
        if let platform = home[module] { return platform == os }
        // Apple's touch and watch frameworks are on no machine that builds a package; Linux builds link Glibc.
        return ["UIKit", "WatchKit", "Musl"].contains(module) ? false : nil
    }

    /// The platform the tool runs on, which builds the katas.
    package static var hostOS: String {
        #if os(macOS)
            "macOS"
        #elseif os(Linux)
            "Linux"
        #elseif os(Windows)
            "Windows"
        #else
            "unknown"
        #endif
    }

    package static var hostArch: String {
        #if arch(arm64)
            "arm64"
        #elseif arch(x86_64)
            "x86_64"
        #else
            "unknown"
        #endif
    }

    /// The compiler that built the tool builds the katas too: its version, as closely as these steps tell it.
    package static var hostCompiler: (floor: [Int], ceiling: [Int]?) {
        #if compiler(>=7)
            ([7], nil)
        #elseif compiler(>=6.5)
            ([6, 5], [7])
        #elseif compiler(>=6.4)
            ([6, 4], [6, 5])
        #elseif compiler(>=6.3)
            ([6, 3], [6, 4])
        #else
            ([6, 2], [6, 3])
        #endif
    }
}
