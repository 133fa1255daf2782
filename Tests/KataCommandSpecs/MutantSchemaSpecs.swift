import Testing

@testable import KataCommand
@testable import KataCore
@testable import KataProof

/// The proof builds every change once, behind a switch, and knows which change a compiler error points at.
struct MutantSchemaSpecs {
    let original = """
        struct Checkout {
            func discount(for total: Int) -> Int {
                if total > 100 { return 10 }
                return 0
            }
        }

        """

    func mutant(_ from: String, _ to: String, kind: ChangeKind = .comparison) -> Mutant {
        let offset = original.utf8.distance(from: original.startIndex, to: original.firstRange(of: from)!.lowerBound)
        return Mutant(
            file: "Sources/Checkout.swift", line: 3, within: "discount(", kind: kind, change: "\(from) → \(to)",
            range: offset..<offset + from.utf8.count, replacement: to)
    }

    @Test("Each change becomes a case of a switch over the function's whole body, the body as it was the default")
    func switched() throws {
        let mutants = [mutant("total > 100", "total >= 100"), mutant("return 10", "return 11")]

        let schema = MutantSchema(mutants, originals: ["Sources/Checkout.swift": original])
        let text = try #require(schema.files["Sources/Checkout.swift"])

        #expect(schema.numbers == [1, 2])
        #expect(text.contains("switch KataMutant.id {"))
        #expect(text.contains("case 1:  // kata-mutant 1\n\n        if total >= 100 { return 10 }\n        return 0\n"))
        #expect(text.contains("default:  // kata-mutant 0\n\n        if total > 100 { return 10 }"))
        #expect(schema.files[MutantSchema.switchFile.0] != nil)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let second = try #require(lines.firstIndex { $0.contains("kata-mutant 2") })
        #expect(schema.changes(at: [second + 2], in: "Sources/Checkout.swift") == [2])
    }

    @Test("A computed property's body is switched as a getter's is; a stored property's initializer is left out")
    func computedProperty() throws {
        let badge = """
            struct Badge {
                var shown = [1, 2].map { $0 + 1 }
                var body: String {
                    count == 0 ? "" : "\\(count)"
                }
            }

            """
        func change(_ from: String, _ to: String) -> Mutant {
            let start = badge.utf8.distance(from: badge.startIndex, to: badge.firstRange(of: from)!.lowerBound)
            return Mutant(
                file: "Sources/Badge.swift", line: 1, within: "body", kind: .number, change: "\(from) → \(to)",
                range: start..<start + from.utf8.count, replacement: to)
        }

        let schema = MutantSchema(
            [change("count == 0", "count == 1"), change("$0 + 1", "$0 + 2")], originals: ["Sources/Badge.swift": badge])
        let text = try #require(schema.files["Sources/Badge.swift"])

        #expect(schema.numbers == [1])
        #expect(text.contains("case 1:  // kata-mutant 1\n\n        count == 1 ? "))
        #expect(text.contains("var shown = [1, 2].map { $0 + 1 }"))
    }

    @Test("A body left with no code but a comment is a case that breaks, which builds")
    func commentLeft() throws {
        let tracked = """
            func reserve(_ item: String) {
                track(item)  // reports it
            }

            """
        let start = tracked.utf8.distance(
            from: tracked.startIndex, to: tracked.firstRange(of: "track(item)")!.lowerBound)
        let deleted = Mutant(
            file: "Sources/Order.swift", line: 2, within: "reserve(", kind: .deleted, change: "without `track(item)`",
            range: start..<start + "track(item)".utf8.count, replacement: "")

        let schema = MutantSchema([deleted], originals: ["Sources/Order.swift": tracked])
        let text = try #require(schema.files["Sources/Order.swift"])

        #expect(text.contains("case 1:  // kata-mutant 1\n\n      // reports it\n\nbreak\n"))
    }

    @Test("A change that takes out a return is told apart: the compiler blames the body's end, not the change")
    func exits() {
        let removed = mutant("        return 0\n", "", kind: .deleted)

        #expect(removed.removesExit(from: original))
        #expect(!mutant("100", "101").removesExit(from: original))
    }
}
