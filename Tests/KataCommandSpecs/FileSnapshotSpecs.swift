import Foundation
import Testing

@testable import KataCommand
@testable import KataCore

/// What counts as a save in watch mode: a Swift file of the kata whose content changed, once.
struct FileSnapshotSpecs {
    let fixture: Fixture
    let kata: URL
    let before: FileSnapshot

    init() throws {
        fixture = try Fixture()
        kata = fixture.root.appendingPathComponent("katas/Kata1-Alpha")
        before = FileSnapshot(of: [kata])
    }

    @Test("A Swift file whose content changed is a save")
    func changedContent() throws {
        try fixture.write("let alpha = Alpha(injected)\n", to: "katas/Kata1-Alpha/Sources/Alpha.swift")

        #expect(FileSnapshot(of: [kata]) != before)
    }

    @Test("A file written again with the same content is no second save")
    func sameContent() throws {
        let file = "katas/Kata1-Alpha/Sources/Alpha.swift"
        try fixture.write(try fixture.read(file), to: file)

        #expect(FileSnapshot(of: [kata]) == before)
    }

    @Test(
        "An editor's swap, backup and test files, a kata's own build folder and its kept judgement are no save",
        arguments: [
            "Sources/.Alpha.swift.swp", "Sources/Alpha.swift~", "Sources/4913", "README.md",
            ".build/debug/Kata1PackageTests.derived/runner.swift",
            ".judged/Sources/Alpha.swift",
        ])
    func editorFiles(path: String) throws {
        try fixture.write("scratch\n", to: "katas/Kata1-Alpha/" + path)

        #expect(FileSnapshot(of: [kata]) == before)
    }
}
