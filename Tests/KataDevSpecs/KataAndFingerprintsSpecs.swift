import Foundation
import Testing

@testable import KataCommand
@testable import KataCore
@testable import KataDev

/// The arguments `kata-dev kata` and `kata-dev fingerprints` take, and what `fingerprints` prints and writes.
struct KataAndFingerprintsSpecs {
    /// A scratch repository of its own: a `Package.swift` and a copy of Kata 1, removed by ``remove()``.
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-dev-\(UUID().uuidString)")
    let folder = "Kata1-ScarySingleton"

    init() throws {
        let manager = FileManager.default
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        try manager.createDirectory(at: root.appendingPathComponent("katas"), withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("Package.swift"))
        try manager.copyItem(
            at: repository.appendingPathComponent("katas/\(folder)"), to: root.appendingPathComponent("katas/\(folder)")
        )
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// Runs `kata-dev` with `arguments` in the scratch repository: its exit status, its output and its errors.
    func devTool(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let printed = Printed()
        let console = Console(write: { printed.output += $0 }, writeError: { printed.errors += $0 })
        let status = DevTool.main(
            arguments, in: root, console: console, settings: Settings(ProcessInfo.processInfo.environment),
            stamps: Stamps())
        return (status, printed.output, printed.errors)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("katas/\(folder)/\(path)"), encoding: .utf8)
    }

    @Test(
        "A kata is named by its number, KataN or kataN, and the specs run once unless --runs says more",
        arguments: [
            (["3"], "3", 1), (["Kata3"], "Kata3", 1), (["kata3", "--runs", "2"], "kata3", 2),
        ])
    func kataArguments(arguments: [String], kata: String, runs: Int) throws {
        defer { remove() }
        let parsed = try #require(DevTool.kataArguments(arguments))

        #expect(parsed.kata == kata)
        #expect(parsed.runs == runs)
    }

    @Test(
        "1, Kata1 and kata1 name Kata 1; a number no kata has, or no number, names none",
        arguments: [("1", true), ("Kata1", true), ("kata1", true), ("9", false), ("Kata", false), ("kata-1", false)])
    func kataNamed(argument: String, found: Bool) throws {
        defer { remove() }
        let katas = try Kata.all(in: root)

        #expect(DevTool.kata(argument, in: katas)?.folder == (found ? folder : nil))
    }

    @Test(
        "A kata that does not exist, or arguments the command does not take, get one line and exit status 2",
        arguments: [
            (["kata", "9"], "kata: there is no kata '9'; the katas are 1\n"),
            (["kata", "Kata"], "kata: there is no kata 'Kata'; the katas are 1\n"),
            (["kata"], "kata: give one kata, and --runs a whole number above 0; usage: kata <N> [--runs N]\n"),
            (
                ["kata", "1", "--runs", "0"],
                "kata: give one kata, and --runs a whole number above 0; usage: kata <N> [--runs N]\n"
            ),
            (
                ["kata", "1", "2"],
                "kata: give one kata, and --runs a whole number above 0; usage: kata <N> [--runs N]\n"
            ),
            (["fingerprints", "kata9"], "fingerprints: there is no kata 'kata9'; the katas are 1\n"),
            (["fingerprints"], "fingerprints: give one kata; usage: fingerprints <N> [--update]\n"),
            (["fingerprints", "1", "--force"], "fingerprints: give one kata; usage: fingerprints <N> [--update]\n"),
        ])
    func badArguments(arguments: [String], message: String) {
        defer { remove() }
        let run = devTool(arguments)

        #expect(run.status == 2)
        #expect(run.errors == message)
        #expect(run.output.isEmpty)
    }

    @Test(
        "fingerprints prints each file left alone with the fingerprint kata.json records and its own, and writes nothing"
    )
    func printsFingerprints() throws {
        defer { remove() }
        let registry = try read("kata.json")
        let stub = root.appendingPathComponent("katas/\(folder)/Tests/ScaryStub.swift")
        try (try read("Tests/ScaryStub.swift") + "// changed\n").write(to: stub, atomically: true, encoding: .utf8)
        let facts = try KataFacts.read(from: root.appendingPathComponent("katas/\(folder)"))
        let now = KataFacts.fingerprint(of: try Data(contentsOf: stub))

        let run = devTool(["fingerprints", "1"])

        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Kata1, the files katas/\(folder)/kata.json leaves alone:")
        #expect(lines.count == 1 + facts.leaveAlone.count)
        let stubLine = try #require(lines.first { $0.contains("Tests/ScaryStub.swift") })
        #expect(stubLine.contains("kata.json \(facts.leaveAlone["Tests/ScaryStub.swift"]!)  now \(now)  changed"))
        #expect(lines.filter { $0.hasSuffix("  unchanged") }.count == facts.leaveAlone.count - 1)
        #expect(try read("kata.json") == registry, "without --update, kata.json stays as it is")
    }

    @Test("fingerprints --update changes only the hash strings of kata.json, its formatting and key order kept")
    func updatesFingerprints() throws {
        defer { remove() }
        let registry = try read("kata.json")
        let facts = try KataFacts.read(from: root.appendingPathComponent("katas/\(folder)"))
        let stub = root.appendingPathComponent("katas/\(folder)/Tests/ScaryStub.swift")
        try (try read("Tests/ScaryStub.swift") + "// changed\n").write(to: stub, atomically: true, encoding: .utf8)
        let now = KataFacts.fingerprint(of: try Data(contentsOf: stub))
        let recorded = try #require(facts.leaveAlone["Tests/ScaryStub.swift"])

        let run = devTool(["fingerprints", "kata1", "--update"])

        #expect(run.status == 0)
        #expect(run.output.hasSuffix("wrote 1 fingerprint into katas/\(folder)/kata.json\n"))
        #expect(
            try read("kata.json")
                == registry.replacingOccurrences(
                    of: "\"Tests/ScaryStub.swift\": \"\(recorded)\"", with: "\"Tests/ScaryStub.swift\": \"\(now)\""))
        let again = devTool(["fingerprints", "Kata1", "--update"])
        #expect(again.status == 0)
        #expect(again.output.hasSuffix("kata.json records every current fingerprint already\n"))
        #expect(!again.output.contains("  changed"))
    }

    @Test("A fingerprint is replaced where its file is the key, also when JSON writes its slash as \\/")
    func replacesAKeyOnly() throws {
        defer { remove() }
        let text =
            #"{ "edit": ["Tests/A.swift"], "leaveAlone": { "Tests\/A.swift" : "0011", "Tests/B.swift": "0011" } }"#

        #expect(
            try Fingerprints.replacing("0011", with: "ffee", of: "Tests/A.swift", in: text)
                == #"{ "edit": ["Tests/A.swift"], "leaveAlone": { "Tests\/A.swift" : "ffee", "Tests/B.swift": "0011" } }"#
        )
        #expect(throws: KataError.self) {
            try Fingerprints.replacing("2233", with: "ffee", of: "Tests/A.swift", in: text)
        }
    }
}

/// What a console printed, each stream apart.
private final class Printed {
    var output = ""
    var errors = ""
}
