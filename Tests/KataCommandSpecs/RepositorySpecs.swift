import Foundation
import Testing

@testable import KataCommand
@testable import KataCore

/// The repository's own katas, read the way `kata list` and `kata hint` read them.
struct RepositorySpecs {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("Every kata's README starts with the title its kata.json makes, and its Story opens with a sentence")
    func titlesAndStories() throws {
        let katas = try Kata.all(in: root)

        #expect(!katas.isEmpty)
        for kata in katas {
            #expect(kata.readme.hasPrefix("# \(kata.heading)\n"), "katas/\(kata.folder)/README.md: title")
            #expect(kata.story.hasSuffix("."), "katas/\(kata.folder)/README.md: Story")
        }
    }

    @Test("Every kata has hints in HINTS.md, numbered from 1, and kata hint prints each as the file has it")
    func hints() throws {
        for kata in try Kata.all(in: root) {
            #expect(!kata.hints.isEmpty, "katas/\(kata.folder)/HINTS.md: no '## Hint 1: title' sections")
            for (level, hint) in kata.hints.enumerated() {
                #expect(
                    kata.hintsFile.contains("## Hint \(level + 1): \(hint.title)\n"),
                    "katas/\(kata.folder)/HINTS.md: hint \(level + 1)")
                var output = ""
                let status = KataTool.main(
                    ["hint", "\(kata.number)", "\(level + 1)"],
                    in: root,
                    console: Console(write: { output += $0 }, writeError: { _ in }),
                    settings: Settings(ProcessInfo.processInfo.environment)
                )
                #expect(status == 0 && output.contains(hint.text))
            }
        }
    }

    @Test("Every file a kata leaves alone exists and has the fingerprint its kata.json records")
    func protectedFiles() throws {
        for kata in try Kata.all(in: root) {
            for file in kata.protectedFiles {
                let path = root.appendingPathComponent("katas/\(kata.folder)/\(file)").path
                #expect(FileManager.default.fileExists(atPath: path), "katas/\(kata.folder): \(file)")
            }
            #expect(
                kata.changedFiles(in: root, settings: Settings(ProcessInfo.processInfo.environment)) == [],
                "katas/\(kata.folder)/kata.json: a fingerprint is out of date")
        }
    }
}
