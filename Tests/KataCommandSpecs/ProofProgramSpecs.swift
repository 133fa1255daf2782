import Foundation
import Testing

@testable import KataCommand

/// The proof's program is built again whenever what it was built from is newer: the `kata` command, or a source of
/// the tool's package that a pull changed alone.
struct ProofProgramSpecs {
    @Test("kata-proof is current only while neither kata nor a Swift file of the tool's package is newer")
    func current() throws {
        // 1️⃣ a package whose tool has a source, and a build folder with kata and kata-proof
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("proof-program-\(UUID())")
        defer { try? FileManager.default.removeItem(at: package) }
        let folder = package.appendingPathComponent(".build/debug")
        let source = package.appendingPathComponent("Sources/KataProof/ProofTrials.swift")
        let kata = folder.appendingPathComponent("kata")
        let program = folder.appendingPathComponent("kata-proof")
        for file in [source, kata] {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: file)
        }
        let current = { ProofProgram.isCurrent(program, against: kata, package: package) }
        let date = { (file: URL, seconds: TimeInterval) in
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 1_800_000_000 + seconds)], ofItemAtPath: file.path)
        }

        // 2️⃣ not built yet
        #expect(!current())

        // 3️⃣ built after both
        try Data().write(to: program)
        try date(source, 0)
        try date(kata, 10)
        try date(program, 20)
        #expect(current())

        // 4️⃣ a pull changes the proof's source alone, then kata is built again
        try date(source, 30)
        #expect(!current())
        try date(source, 0)
        try date(kata, 30)
        #expect(!current())
    }
}
