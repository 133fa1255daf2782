import Foundation
import Testing

@testable import KataCore
@testable import KataProof

/// A trap stops the learner's test when it reaches the real singleton, never a change that does: the proof, on a copy
/// of Kata 1 with its solution laid over it, tries such a change again past the traps and counts what the test says;
/// with a trap no run can pass by, in a build without traps.
///
/// Builds Kata 1 once, cold.
struct TrappedChangeSpecs {
    /// The reference test's check, and the hollow one that adds the shared instance's record to the stub's.
    let check = "#expect(stub.calls == "
    let hollow = "#expect(stub.calls + ScarySingleton.sharedInstance.record == "

    @Test("A change the real singleton's trap stops is caught only if the test fails on it past the traps")
    func trappedChange() throws {
        // 1️⃣ Kata 1 solved, with a test that counts the shared instance's record with the stub's
        let copy = try KataOneCopy()
        try copy.laySolution()
        try copy.change(check, to: hollow, in: "Tests/YourTest.swift")

        // 2️⃣ the proof of that test
        let verdict = try proof(in: copy)

        // 3️⃣ the work done on the shared instance in the stub's place survives, though its trap stopped the run
        let changes = try #require(verdict.changes, "\(verdict)")
        #expect(
            changes.survivors.map(\.change) == [
                "with `scarySingleton` made `ScarySingleton.sharedInstance` in `scarySingleton.doSomethingImportant()`"
            ], "\(verdict)")
        #expect(changes.made == 11)

        // 4️⃣ so it does when the trap's fatalError is a guard's else, which no run can pass by: a build without traps
        let plain = "else { return }\\n            fatalError("
        let guarded = "else { return }\\n            guard false else { fatalError("
        let (end, closed) = ("[your-test])\\\")\\n", "[your-test])\\\") }\\n")
        try copy.change(plain, to: guarded, in: "kata.json")
        try copy.change(end, to: closed, in: "kata.json")
        let rebuilt = try #require(try proof(in: copy).changes)
        #expect(rebuilt.survivors == changes.survivors, "\(rebuilt)")

        // 5️⃣ and when a trap a run could pass by does not compile so: first in a body that returns an `if` expression
        try copy.change(guarded, to: plain, in: "kata.json")
        try copy.change(closed, to: end, in: "kata.json")
        let mood = "    func mood() -> String {\n        if record.isEmpty { \"calm\" } else { \"busy\" }\n    }\n\n"
        let work = "    /// Does the app's important work"
        try copy.change(work, to: mood + work, in: "Sources/ScarySingleton.swift")
        let trap =
            "{\"file\": \"Sources/ScarySingleton.swift\", \"in\": \"mood(\", "
            + "\"insert\": \"fatalError(\\\"mood\\\")\"},\n"
        try copy.change("\"traps\": [\n", to: "\"traps\": [\n" + trap, in: "kata.json")
        let unpassable = try #require(try proof(in: copy).changes)
        #expect(unpassable.survivors == changes.survivors, "\(unpassable)")

        // 6️⃣ a test that itself reaches the shared instance still stops at its trap, which names the step
        try copy.change(
            "let viewController = makeViewController(using: stub)", to: "let viewController = ViewController()",
            in: "Tests/YourTest.swift")
        guard case .trapped(let crash, _) = try proof(in: copy) else {
            Issue.record("the test that reaches the shared instance is not stopped by its trap")
            return
        }
        #expect(crash.hasPrefix("Fatal error: Your test used ScarySingleton.sharedInstance"), "\(crash)")
        #expect(crash.contains("(README step [your-test])"), "\(crash)")
    }

    /// The proof of the copy's Kata 1 test, as the `kata` command's proof gives it.
    private func proof(in copy: KataOneCopy) throws -> ProofVerdict {
        let kata = try #require(Kata.found(in: copy.folder).katas.first { $0.number == 1 })
        return TestProof(kata: kata, root: copy.folder, solutions: false, settings: .given([:]), stamps: Stamps())
            .verdict { _ in }
    }
}
