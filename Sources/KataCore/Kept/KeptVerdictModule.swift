import Foundation

/// `katas/KeptVerdict`, the module every kata's specs depend on (each kata's `Tests/Judged.swift` asks it for the
/// ``KeptJudgement``): a package made of the root's `Package.swift` and some of its katas needs it too.
package enum KeptVerdictModule {
    /// Its folder, relative to the package's root.
    package static let folder = "katas/KeptVerdict"

    /// Its manifest and Swift sources in the package at `root`, relative to that root.
    package static func files(in root: URL) throws -> [String: Data] {
        let base = root.appendingPathComponent(folder)
        var files = [folder + "/Package.swift": try Data(contentsOf: base.appendingPathComponent("Package.swift"))]
        for path in FileManager.default.swiftFiles(under: "Sources", of: base) {
            files[folder + "/" + path] = try Data(contentsOf: base.appendingPathComponent(path))
        }
        return files
    }

    /// Copies it from the package at `root` into the package at `package`, writing only the files that differ, so
    /// that SwiftPM rebuilds nothing for it when nothing changed.
    package static func copy(from root: URL, to package: URL) throws {
        for (path, data) in try files(in: root) {
            let file = package.appendingPathComponent(path)
            guard FileManager.default.contents(atPath: file.path) != data else { continue }
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
    }
}
