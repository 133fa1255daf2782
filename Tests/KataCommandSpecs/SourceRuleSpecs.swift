import Testing

@testable import KataCommand

/// A source rule reads code, never comments, and names the line that breaks it.
struct SourceRuleSpecs {
    let rule = SourceRule(
        id: "no-static-state", rule: "No static state (README step [keep]).", files: ["Sources/*.swift"],
        forbid: #"\bstatic\s+var\b"#)

    @Test("A line of code that matches breaks the rule; comments and strings that look alike do not")
    func forbiddenLine() {
        let source = """
            // static var hook: Int = 0
            /* static var
               hook */ let kept = 1
            final class A {
                static var hook = 0
            }
            """

        let result = rule.result(kata: 3, sources: [("Sources/A.swift", source)])

        #expect(result.id == "rule no-static-state")
        #expect(result.failures == ["Sources/A.swift:5 breaks it: static var hook = 0"])
        #expect(rule.result(kata: 3, sources: [("Sources/A.swift", "let a = 1 // static var b")]).passed)
    }

    @Test("A file that must read given code may differ in comments, spacing and `internal` only, and learns where")
    func exactCode() {
        let reads = SourceRule(
            id: "one-word", rule: "One word (README step [x]).", files: ["A.swift"], reads: "init() {}")

        #expect(reads.result(kata: 1, sources: [("A.swift", "/// Tests only.\ninternal   init() {}\n")]).passed)
        #expect(
            reads.result(kata: 1, sources: [("A.swift", "package init() {}")]).failures == [
                "A.swift says `package init() {}`, where the rule allows `init() {}`"
            ])
        #expect(
            reads.result(kata: 1, sources: [("A.swift", "init() {} func f() {}")]).failures == [
                "A.swift goes on after `init() {}` with `func f() {}`, where the rule allows nothing more"
            ])
        #expect(
            reads.result(kata: 1, sources: [("A.swift", "init()")]).failures == [
                "A.swift ends after `init()`, where the rule allows `{}` to follow"
            ])
    }
}
