import Foundation
import Testing

@testable import KataCommand

/// The repository's own katas, read the way `kata list` and `kata hint` read them.
struct RepositorySpecs {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("Every kata's README title names a singleton and a technique, and its Story opens with a sentence")
    func titlesAndStories() {
        let katas = Kata.all(in: root)

        #expect(!katas.isEmpty)
        for kata in katas {
            #expect(!kata.singleton.isEmpty && !kata.technique.isEmpty, "katas/\(kata.folder)/README.md: title")
            #expect(kata.story.hasSuffix("."), "katas/\(kata.folder)/README.md: Story")
        }
    }

    @Test("Every kata has three hints in layers, and kata hint prints each as the README has it")
    func hints() {
        for kata in Kata.all(in: root) {
            let summaries = kata.hints.map(\.summary)
            #expect(
                summaries == ["Hint 1: a nudge", "Hint 2: a bigger hint", "Hint 3: nearly the solution"],
                "katas/\(kata.folder)/README.md: Hints"
            )
            for (level, hint) in kata.hints.enumerated() {
                var output = ""
                let status = KataTool.main(
                    ["hint", "\(kata.number)", "\(level + 1)"],
                    in: root,
                    console: Console(write: { output += $0 }, writeError: { _ in })
                )
                #expect(status == 0 && output.contains(hint.text) && kata.readme.contains(hint.text))
            }
        }
    }
}
