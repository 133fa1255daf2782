import Foundation
import Testing

@testable import KataCommand
@testable import KataCore
@testable import KataDev

/// Which files the reformatted step rewrites, in which layouts, and how it sums up what it found.
struct ReformattedSpecs {
    let facts = KataFacts(
        singleton: "ScarySingleton.sharedInstance", technique: "bastard injection", article: "An article",
        edit: ["Sources/ViewController.swift", "Tests/WiringSpot.swift", "Tests/YourTest.swift"],
        leaveAlone: ["Sources/ScarySingleton.swift": "0", "Tests/ScaryStub.swift": "0", "Tests/Specs.swift": "0"],
        steps: [], safetyNets: [])
    let starting: Set<String> = [
        "Sources/ScarySingleton.swift", "Sources/ViewController.swift", "Sources/Helper.swift",
        "Tests/ScaryStub.swift", "Tests/Specs.swift", "Tests/WiringSpot.swift", "Tests/YourTest.swift",
    ]

    /// A tree holding a file, empty, at each of `paths`.
    private func tree(_ paths: [String]) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: paths.map { ($0, Data()) })
    }

    @Test("The files a learner edits are rewritten; the files left alone are not, nor others the kata started with")
    func editedFiles() {
        let files = Reformatted.learnerFiles(
            of: tree(Array(starting) + ["Probes/NoDefault.swift", "kata.json"]), facts: facts, starting: starting)

        #expect(files == ["Sources/ViewController.swift", "Tests/WiringSpot.swift", "Tests/YourTest.swift"])
    }

    @Test("A Swift file the solution or an alternative adds under Sources/ or Tests/ is rewritten too")
    func addedFiles() {
        let added = ["Sources/ScaryWork.swift", "Tests/ScarySpy.swift", "Sources/Notes.md", "Probes/Extra.swift"]

        let files = Reformatted.learnerFiles(of: tree(Array(starting) + added), facts: facts, starting: starting)

        #expect(files.contains("Sources/ScaryWork.swift"))
        #expect(files.contains("Tests/ScarySpy.swift"))
        #expect(!files.contains("Sources/Notes.md"))
        #expect(!files.contains("Probes/Extra.swift"))
    }

    @Test("A file in edit that the tree no longer holds, deleted by an alternative, is not rewritten")
    func deletedFiles() {
        let files = Reformatted.learnerFiles(
            of: tree(["Sources/ViewController.swift", "Tests/YourTest.swift"]), facts: facts, starting: starting)

        #expect(files == ["Sources/ViewController.swift", "Tests/YourTest.swift"])
    }

    @Test("The layouts differ from the repository's own: narrow lines, and attributes on their own lines")
    func layouts() throws {
        let narrow = try #require(
            JSONSerialization.jsonObject(with: Data(Layout.narrow.configuration.utf8)) as? NSDictionary)
        let apart = try #require(
            JSONSerialization.jsonObject(with: Data(Layout.attributesApart.configuration.utf8)) as? NSDictionary)

        #expect(narrow["lineLength"] as? Int == 40)
        #expect((narrow["indentation"] as? NSDictionary)?["spaces"] as? Int == 2)
        #expect(apart["lineLength"] as? Int == 100)
        #expect(apart["lineBreakBetweenDeclarationAttributes"] as? Bool == true)
        #expect(Layout.all == [Layout.narrow, Layout.attributesApart])
    }

    @Test("A tree that is not green is named with its layout and its first red line, on one line")
    func missLine() {
        let red = Reformatted.Rewritten(
            name: "Kata3 reference solution", layout: .narrow,
            red: ["your test fails: it no longer declares it (    func work() {\n). Declare it.", "rule x fails"])
        let long = Reformatted.Rewritten(
            name: "Kata1/Alternatives/02-lazy.patch", layout: .attributesApart,
            red: [String(repeating: "a", count: 400)])

        #expect(
            red.miss
                == "Kata3 reference solution, reformatted in \(Layout.narrow.name): not green: "
                + "your test fails: it no longer declares it (    func work() { ). Declare it.")
        #expect(long.miss?.hasSuffix(String(repeating: "a", count: 300) + "…") == true)
        #expect(Reformatted.Rewritten(name: "Kata1 reference solution", layout: .narrow, red: []).miss == nil)
    }

    @Test("The closing line says how many of the reformatted trees are green")
    func closingLine() {
        #expect(Reformatted.closing(green: 57, of: 59) == "reformatted: 57 of 59 green")
        #expect(Reformatted.closing(green: 0, of: 0) == "reformatted: 0 of 0 green")
    }
}
