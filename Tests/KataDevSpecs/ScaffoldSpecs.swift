import Foundation
import Testing

@testable import KataCommand
@testable import KataCore
@testable import KataDev

/// What `kata-dev new` makes: a kata whose registry, files and README already agree, red as its kata.json says.
struct ScaffoldSpecs {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-scaffold-\(UUID().uuidString)")

    @Test("The next kata gets the next number, and its kata.json, files and README agree but for the article")
    func scaffoldedKataKeepsTheRules() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Scaffold(root: root, name: "Ledger").make()

        let made = try Scaffold(root: root, name: "PaymentGateway", subject: "PaymentGatewayUser").make()
        let kata = try #require(try Kata.all(in: root).last)

        #expect(kata.folder == "Kata2-PaymentGateway", "the kata after Kata 1 is Kata 2")
        #expect(made.contains("solutions/Kata2-PaymentGateway/Tests/WiringSpot.swift"))
        #expect(
            made.contains("katas/Kata2-PaymentGateway/Tests/YourTest.swift"), "every kata ends with the learner's test")
        #expect(
            kata.facts.red == [
                "PaymentGatewayUserSpecs/workRecordsWithTheSingletonHandedIn()", "yourTest()", "your test",
                "judgedByTheKataCommand()",
            ])
        let folder = root.appendingPathComponent("katas/\(kata.folder)")
        let ran = kata.facts.red + kata.facts.safetyNets
        // Only the article is left for its author to name, and the check says so.
        #expect(
            RegistryRules(kata: kata, folder: folder).misses(ran: ran) == [
                "katas/Kata2-PaymentGateway/kata.json: 'article' still says what the scaffold wrote; name the article"
            ])
        let read = { (path: String) in
            try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }
        let rules = ReadmeRules(
            kata: kata,
            startingSources: try [
                "Sources/PaymentGateway.swift", "Sources/PaymentGatewayUser.swift",
                "Tests/WiringSpot.swift", "Tests/PaymentGatewayUserSpecs.swift",
            ].map { try read("katas/\(kata.folder)/\($0)") },
            solutionSources: try ["Sources/PaymentGatewayUser.swift", "Tests/WiringSpot.swift"].map {
                try read("solutions/\(kata.folder)/\($0)")
            })
        #expect(rules.misses() == [])
        #expect(kata.facts.rules.map(\.id).contains("same-under-test"), "the rules every kata keeps, by name")
    }

    @Test("The type under test takes the name its author gives it")
    func namedSubject() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let made = try Scaffold(root: root, name: "Clock", subject: "Alarm").make()

        #expect(made.contains("katas/Kata1-Clock/Sources/Alarm.swift"))
        #expect(made.contains("katas/Kata1-Clock/Tests/AlarmSpecs.swift"))
    }

    @Test("A new kata gets the Package.swift the katas share, as a file to leave alone that its README names")
    func sharedPackage() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Scaffold(root: root, name: "Ledger").make()
        let manifest = Data("// swift-tools-version: 6.2\n// The package every kata shares.\n".utf8)
        try manifest.write(to: root.appendingPathComponent("katas/Kata1-Ledger/Package.swift"))

        let made = try Scaffold(root: root, name: "Clock").make()
        let kata = try #require(try Kata.all(in: root).last)

        #expect(made.contains("katas/Kata2-Clock/Package.swift"))
        #expect(KataPackages(root: root).manifest(of: kata) == manifest, "byte for byte the other katas' file")
        #expect(kata.facts.leaveAlone["Package.swift"] == KataFacts.fingerprint(of: manifest))
        #expect(RegistryRules.leaveAloneBullet(kata.section("Constraints")).contains("Package.swift"))
    }

    @Test("A kata whose Package.swift is missing or differs from the others' is named")
    func driftedPackages() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["Ledger", "Clock", "Alarm", "Bell"] { _ = try Scaffold(root: root, name: name).make() }
        let shared = Data("// The package every kata shares.\n".utf8)
        for folder in ["Kata1-Ledger", "Kata2-Clock"] {
            try shared.write(to: root.appendingPathComponent("katas/\(folder)/Package.swift"))
        }
        try Data("// Another.\n".utf8).write(to: root.appendingPathComponent("katas/Kata3-Alarm/Package.swift"))
        let katas = try Kata.all(in: root)
        let packages = KataPackages(root: root)

        #expect(packages.shared(by: katas) == shared)
        #expect(
            packages.drifted(katas, among: katas) == [
                "katas/Kata3-Alarm/Package.swift: differs from the other katas'; every kata's is the same file",
                "katas/Kata4-Bell/Package.swift: missing; copy another kata's",
            ])
        #expect(packages.drifted([katas[0]], among: katas) == [], "only the katas asked about")
    }

    @Test(
        "A name that is no type name is refused", arguments: ["payment", "Pay-Ment", ""])
    func refusesNames(name: String) {
        #expect(throws: KataError.self) { try Scaffold(root: root, name: name).make() }
    }
}
