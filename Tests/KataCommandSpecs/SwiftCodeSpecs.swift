import Testing

@testable import KataCommand
@testable import SwiftReader

/// The lexer reads Swift as the compiler would for the katas' code, and the canonical layout forgets the writer's.
struct SwiftCodeSpecs {
    @Test("Strings, interpolations, raw strings and nested comments are each read whole")
    func tokens() {
        let code = SwiftCode(
            ##"let a = "x \(f("y")) z" /* outer /* inner */ still */ + #"raw "quoted""# // the end"##)

        #expect(code.tokens.map(\.text) == ["let", "a", "=", #""x \(f("y")) z""#, "+", ##"#"raw "quoted""#"##])
        #expect(code.comments.map(\.text) == ["/* outer /* inner */ still */", "// the end"])
    }

    @Test(
        "Code in the layouts teams use reads alike",
        arguments: [
            """
            @MainActor
            final class Loader {
              private var items: Array<String> = []
              func load(
                id: Int,
              ) async throws -> Void {
                if (id > 0) {
                  items
                    .append(
                      "x"
                    )
                }
                guard
                  let first = items.first
                else { return }
                print(first)
              }
            }
            """,
            """
            @MainActor final class Loader {
                fileprivate var items: [String] = []
                func load(id: Int) async throws {
                    if id > 0 { items.append("y") }
                    guard let first = items.first else {
                        return
                    }
                    print(first)
                }
            }
            """,
        ])
    func layouts(source: String) {
        let wide = """
            @MainActor final class Loader {
                private var items: [String] = []
                func load(id: Int) async throws {
                    if id > 0 {
                        items.append("")
                    }
                    guard let first = items.first else {
                        return
                    }
                    print(first)
                }
            }
            """

        #expect(SwiftCode(source).canonical().map(\.text) == SwiftCode(wide).canonical().map(\.text))
    }

    @Test("A declaration is found by the name kata.json gives it, whatever its layout")
    func declaration() {
        let code = SwiftCode(
            "struct A {\n  func discount(\n    for customer: Int\n  ) -> Int {\n    customer\n  }\n}\n")

        #expect(code.declaration("discount(for")?.range == 3..<16)
        #expect(code.declaration("discount(to") == nil)
    }
}
