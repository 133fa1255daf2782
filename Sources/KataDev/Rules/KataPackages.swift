import Foundation
import KataCommand
import KataCore

/// Every kata's package of its own, `katas/KataN-Name/Package.swift`: one file, byte for byte the same in every kata,
/// that takes its names from its folder and its compiler flags from `kata.json`. The check holds them to each other
/// and to the registry; `kata-dev new` copies the one they share.
package struct KataPackages {
    /// The manifest, relative to a kata's folder.
    package static let file = "Package.swift"
    /// The folder that holds `katas/`.
    package let root: URL

    /// Kata `kata`'s manifest as it is on disk; nil when it has none.
    package func manifest(of kata: Kata) -> Data? {
        FileManager.default.contents(atPath: root.appendingPathComponent("katas/\(kata.folder)/\(Self.file)").path)
    }

    /// The manifest the katas share: the one most of them hold, the lowest-numbered kata's on a tie; nil when none
    /// has one.
    package func shared(by katas: [Kata]) -> Data? {
        let held = katas.compactMap(manifest(of:))
        return held.max { first, second in
            held.filter { $0 == first }.count < held.filter { $0 == second }.count
        }
    }

    /// A line for each of `katas` whose manifest is missing or is not the one the katas of `all` share.
    package func drifted(_ katas: [Kata], among all: [Kata]) -> [String] {
        let shared = shared(by: all)
        return katas.compactMap { kata in
            let place = "katas/\(kata.folder)/\(Self.file)"
            guard let own = manifest(of: kata) else { return "\(place): missing; copy another kata's" }
            return own == shared ? nil : "\(place): differs from the other katas'; every kata's is the same file"
        }
    }

    /// What SwiftPM makes of kata `kata`'s manifest, against its registry: its module from `Sources` with the
    /// `swiftFlags` of `kata.json`, and its specs from `Tests` on that module without them; a line for each miss.
    /// `scratch` is a build folder of its own.
    package func disagreements(of kata: Kata, scratch: URL, settings: Settings) -> [String] {
        let place = "katas/\(kata.folder)/\(Self.file)"
        let dump: Dump
        do {
            let run = try Subprocess.run(
                [
                    "swift", "package", "--package-path", "katas/\(kata.folder)", "--scratch-path", scratch.path,
                    "--manifest-cache", "none", "dump-package",
                ], in: root, settings: settings)
            guard run.status == 0 else { return ["\(place): does not load: \(run.errorOutput)"] }
            dump = try JSONDecoder().decode(Dump.self, from: Data(run.output.utf8))
        } catch {
            return ["\(place): cannot be read with swift package dump-package: \(error)"]
        }
        let flags = kata.facts.swiftFlags ?? []
        let specs = "\(kata.module)Specs"
        var misses: [String] = []
        if dump.targets.map(\.name).sorted() != [kata.module, specs] {
            misses.append("\(place): declares \(dump.targets.map(\.name).sorted()) instead of \([kata.module, specs])")
        }
        if let module = dump.targets.first(where: { $0.name == kata.module }),
            module.path != "Sources" || !module.flags.starts(with: flags)
        {
            misses.append("\(place): \(kata.module) is not built from Sources with kata.json's swiftFlags \(flags)")
        }
        if let tests = dump.targets.first(where: { $0.name == specs }),
            tests.path != "Tests" || !tests.modules.contains(kata.module)
                || (!flags.isEmpty && tests.flags.contains(flags[0]))
        {
            misses.append("\(place): \(specs) is not built from Tests on \(kata.module) with the package's defaults")
        }
        return misses
    }

    /// The part of `swift package dump-package`'s answer the check reads.
    private struct Dump: Decodable {
        let targets: [Target]

        struct Target: Decodable {
            let name: String
            let path: String?
            let dependencies: [[String: [String?]]]
            let settings: [Setting]

            /// Every unsafe flag, in order.
            var flags: [String] { settings.flatMap { $0.kind.unsafeFlags?.flags ?? [] } }

            /// The targets of its own package it depends on.
            var modules: [String] { dependencies.compactMap { $0["target"]?.first ?? nil } }
        }

        struct Setting: Decodable {
            let kind: Kind
        }

        struct Kind: Decodable {
            let unsafeFlags: Flags?
        }

        struct Flags: Decodable {
            let flags: [String]

            enum CodingKeys: String, CodingKey {
                case flags = "_0"
            }
        }
    }
}
