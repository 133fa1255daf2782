import Foundation
import KataCommand
import KataCore
import KataProof

/// Makes the next kata, `katas/KataN-Name`, and its solution: small, singleton-coupled, red as its kata.json says.
package struct Scaffold {
    /// The article a new kata.json names until its author writes the real one: the check does not accept it.
    package static let placeholderArticle = "Write the article the kata follows here"

    package let root: URL
    /// The kata's name, such as `PaymentGateway`: the singleton's type too.
    package let name: String
    /// The type under test, which reaches for the singleton; `<name>User` when nil.
    package var subject: String?

    package static let nextSteps = """

        The kata builds and starts red. `scripts/check` fails until it is complete:
        - rewrite its story, code, specs and hints (kata-dev fingerprints <N> --update writes kata.json's fingerprints);
        - ship at least \(MistakesJudge.leastMistakes) mistakes and \(MistakesJudge.leastAlternatives) alternatives in solutions/<kata>/Mistakes and Alternatives;
        - add its row to README.md, docs/choosing-a-technique.md and docs/facilitator-guide.md.

        """

    /// Writes the kata's files and its solution's; returns their paths, relative to the root.
    package func make() throws -> [String] {
        let client = subject ?? "\(name)User"
        for type in [name, client] {
            guard let first = type.first, first.isUppercase, first.isASCII,
                type.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), client != name
            else {
                throw KataError("'\(type)' is no type name of its own: use letters and digits, starting with a capital")
            }
        }
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("katas").path))
        let numbers = (folders ?? []).compactMap(Kata.number(ofFolder:))
        let number = (numbers.max() ?? 0) + 1
        let folder = "Kata\(number)-\(name)"
        // The package of its own that every kata shares, where a kata has one.
        let manifest = KataPackages(root: root).shared(by: Kata.found(in: root).katas)
        let template = ScaffoldTemplate(
            number: number, name: name, client: client, ownPackage: manifest == nil ? [] : [KataPackages.file])
        let kata = "katas/\(folder)/"
        let solution = "solutions/\(folder)/"
        var files: [(String, String)] = [
            (kata + "Sources/\(name).swift", template.singleton),
            (kata + "Sources/\(client).swift", template.user),
            (kata + "Tests/WiringSpot.swift", template.wiringSpot),
            (kata + "Tests/YourTest.swift", template.yourTest),
            (kata + "Tests/\(client)Specs.swift", template.specs),
            (kata + "Tests/Judged.swift", ScaffoldTemplate.judged),
            (kata + "README.md", template.readme),
            (kata + "HINTS.md", template.hints),
            (solution + "README.md", template.solutionReadme),
            (solution + "Sources/\(client).swift", template.solvedUser),
            (solution + "Tests/WiringSpot.swift", template.solvedWiringSpot),
            (solution + "Tests/YourTest.swift", template.solvedYourTest),
        ]
        if let manifest { files.append((kata + KataPackages.file, String(decoding: manifest, as: UTF8.self))) }
        let leaveAlone = template.leftAlone
        var facts = KataFacts(
            singleton: "\(name).shared", technique: "constructor injection with a default",
            article: Self.placeholderArticle,
            edit: ["Sources/\(client).swift", "Tests/WiringSpot.swift", "Tests/YourTest.swift"],
            leaveAlone: Dictionary(
                uniqueKeysWithValues: leaveAlone.map { file in
                    (file, KataFacts.fingerprint(of: Data(files.first { $0.0 == kata + file }!.1.utf8)))
                }),
            steps: [
                .init(id: "hand-in", turnsGreen: ["\(client)Specs/workRecordsWithTheSingletonHandedIn()"]),
                .init(id: "your-test", turnsGreen: ["yourTest()", ProofLine.id, KeptJudgement.spec]),
            ],
            safetyNets: ["\(client)Specs/productionUserRecordsWithTheSharedInstance()"]
                + ScaffoldTemplate.sharedRules.keys.sorted().map { "rule \($0)" })
        facts.sharedRules = ScaffoldTemplate.sharedRules
        facts.yourTest = KataFacts.YourTest(
            file: "Tests/YourTest.swift", mutate: [.init(file: "Sources/\(client).swift", within: "work(")],
            traps: [template.trap])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        files.append((kata + "kata.json", String(decoding: try encoder.encode(facts), as: UTF8.self) + "\n"))

        let manager = FileManager.default
        for taken in [kata, solution] where manager.fileExists(atPath: root.appendingPathComponent(taken).path) {
            throw KataError("\(taken) exists already")
        }
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        for empty in ["Mistakes", "Alternatives"] {
            try manager.createDirectory(
                at: root.appendingPathComponent(solution + empty), withIntermediateDirectories: true)
        }
        return files.map(\.0) + [solution + "Mistakes/", solution + "Alternatives/"]
    }
}
