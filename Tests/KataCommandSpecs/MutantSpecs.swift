import Testing

@testable import KataCommand

/// The small changes the proof of a learner's test makes to one function: each must be caught by a test that pins it.
struct MutantSpecs {
    let source = """
        struct Checkout {
            // Only the body of discount(for:) is changed: 100 here stays.
            let limit = 100

            func discount(for price: Int) -> Int {
                let base = price <= 100 ? price * 5 / 100 : 0  // a comment with 7 in it stays
                log("checkout")
                record(
                    price)
                if price == 0 { return 0 }
                return base + (isMember ? 10 : 0)
            }
        }
        """

    func changes(_ source: String, within name: String) -> [String] {
        Mutant.all(of: source, file: "Sources/Checkout.swift", within: name).map(\.change)
    }

    @Test("A statement on a line of its own is deleted; a declaration, a part of a statement and a block are not")
    func deletions() {
        let deleted = changes(source, within: "discount(for").filter { $0.hasPrefix("without") }

        #expect(deleted == ["without `log(\"checkout\")`", "without `return base + (isMember ? 10 : 0)`"])
    }

    @Test("Each comparison turns into its opposite, and each number and plain string into another")
    func flipsAndConstants() {
        let found = changes(source, within: "discount(for").filter { !$0.hasPrefix("without") }

        #expect(found.contains("with `<=` turned into `>` in `let base = price <= 100 ? price * 5 / 100 : 0`"))
        #expect(
            found.contains("with `<=` turned into `<` in `let base = price <= 100 ? price * 5 / 100 : 0`"),
            "a boundary moved by one, which only a test at the boundary catches")
        #expect(found.contains("with `==` turned into `!=` in `if price == 0 { return 0 }`"))
        #expect(found.contains("with `5` made `0` in `let base = price <= 100 ? price * 5 / 100 : 0`"))
        #expect(found.contains("with the second `0` made `1` in `if price == 0 { return 0 }`"), "named by its place")
        #expect(found.contains("with `\"checkout\"` made `\"\"` in `log(\"checkout\")`"))
        #expect(!found.contains { $0.contains("7") }, "a number in a comment is no code")
        #expect(!found.contains { $0.contains("limit") }, "only the function's own lines change")
    }

    @Test("Where a function's statements must run once, each is also done twice")
    func twice() {
        let found = Mutant.all(of: source, file: "Sources/Checkout.swift", within: "discount(for", twice: true)

        #expect(found.map(\.change).contains("with `log(\"checkout\")` done twice"))
        #expect(
            !changes(source, within: "discount(for").contains { $0.hasSuffix("done twice") }, "only when asked for")
    }

    @Test("A mutant is the whole file with one line changed, counted from 1")
    func wholeFile() throws {
        let mutant = try #require(
            Mutant.all(of: source, file: "Sources/Checkout.swift", within: "discount(for").first {
                $0.change.hasPrefix("without `log")
            })

        #expect(mutant.line == 7)
        #expect(mutant.text == source.replacingOccurrences(of: "        log(\"checkout\")\n", with: "\n"))
    }

    @Test("A property's observers can be changed too, and a function that is not there has no mutant")
    func propertiesAndMissingFunctions() {
        let list = """
            final class List {
                var isActive = false {
                    didSet {
                        fetch()
                    }
                }
            }
            """

        #expect(changes(list, within: "isActive") == ["without `fetch()`"])
        #expect(changes(list, within: "viewDidLoad(").isEmpty)
    }
}
