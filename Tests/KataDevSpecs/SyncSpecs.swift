import Foundation
import Testing

@testable import KataCommand
@testable import KataCore
@testable import KataDev

/// A scratch copy of a kata holds exactly the files it is given, at any depth, as SwiftPM would build them.
struct SyncSpecs {
    @Test("A file no longer given goes, from a subfolder too; a file given is written where its path says")
    func sync() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-sync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let judge = MistakesJudge(
            root: folder, settings: Settings(ProcessInfo.processInfo.environment), stamps: Stamps())
        let source = Data("struct A {}\n".utf8)

        try judge.sync(
            ["Sources/A.swift": source, "Tests/Doubles/Spy.swift": Data("struct Spy {}\n".utf8)], into: folder)
        try judge.sync(
            ["Sources/A.swift": source, "Tests/Doubles/Stub.swift": Data("struct Stub {}\n".utf8)], into: folder)

        #expect(FileManager.default.swiftFiles(under: "Tests", of: folder) == ["Tests/Doubles/Stub.swift"])
        #expect(FileManager.default.swiftFiles(under: "Sources", of: folder) == ["Sources/A.swift"])
    }
}
