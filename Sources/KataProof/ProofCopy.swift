import Foundation
import KataCore

/// The proof's copy of a kata: its sources and tests, with the solution laid over them when asked, and the specs left
/// out. The trials lay the traps over it (``ProofTraps``), so that each real singleton traps when it is reached.
struct ProofCopy {
    let kata: Kata
    /// The package whose `katas/` holds the kata.
    let root: URL
    /// Whether the solution is laid over the kata (`KATA_SOLUTIONS=1`).
    let solutions: Bool

    /// The copy's files, relative to the kata's folder, as the learner wrote them: without their traps.
    /// - Throws: ``Untrappable`` when a file does not declare a real singleton as the proof expects, so that it
    ///   cannot be made to trap.
    func files(_ yourTest: KataFacts.YourTest) throws -> [String: Data] {
        var files = try kata.files(in: root, solutions: solutions)
        for (path, data) in files where path.hasPrefix("Tests/") && kata.facts.leaveAlone[path] != nil {
            if String(decoding: data, as: UTF8.self).contains("@Test") { files[path] = nil }
        }
        let traps = ProofTraps(traps: yourTest.traps)
        for file in traps.files {
            _ = try traps.laid(on: files[file].map { String(decoding: $0, as: UTF8.self) } ?? "", of: file)
        }
        return files
    }

    /// The trap of a real singleton that the learner's code gives no place for.
    struct Untrappable: Error {
        let trap: KataFacts.YourTest.Trap
    }
}

/// Writes the proof's files into its copy of a kata, each with a modification time of its own (``Stamps``).
final class ProofWriter {
    let folder: URL
    private let stamps: Stamps

    init(folder: URL, stamps: Stamps) {
        self.folder = folder
        self.stamps = stamps
    }

    /// Makes the folder's `Sources/` and `Tests/` exactly `files`, writing only what differs.
    func sync(_ files: [String: Data]) throws {
        let manager = FileManager.default
        for part in ["Sources", "Tests"] {
            for path in manager.swiftFiles(under: part, of: folder) where files[path] == nil {
                try manager.removeItem(at: folder.appendingPathComponent(path))
            }
        }
        for (path, data) in files where manager.contents(atPath: folder.appendingPathComponent(path).path) != data {
            try write(data, to: path)
        }
    }

    /// Removes `path` from the folder, if it is there.
    func remove(_ path: String) throws {
        let file = folder.appendingPathComponent(path)
        if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
    }

    func write(_ data: Data, to path: String) throws {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let before = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
        try data.write(to: file)
        stamps.stamp(file, after: before)
    }
}
