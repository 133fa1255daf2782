import Testing

@testable import KataCommand
@testable import SwiftReader

/// `#if` is evaluated where the build settles it: the platform, the compiler, `DEBUG` and the kata's flags; nil
/// where it cannot know.
struct BuildConditionsSpecs {
    /// The value of `condition`, written after `#if`, in a debug build with `swiftFlags`.
    func value(_ condition: String, swiftFlags: [String] = []) -> Bool? {
        BuildConditions(swiftFlags: swiftFlags).evaluate(Array(SwiftCode(condition).tokens))
    }

    @Test(
        "Conditions the build settles are true or false",
        arguments: [
            ("DEBUG", true), ("!DEBUG", false), ("RELEASE", false), ("SWIFT_PACKAGE", true), ("true", true),
            ("os(iOS)", false), ("os(watchOS) || targetEnvironment(simulator)", false),
            ("targetEnvironment(macCatalyst)", false), ("canImport(Foundation)", true), ("canImport(UIKit)", false),
            ("!canImport(UIKit) && DEBUG", true), ("compiler(>=6.2)", true), ("compiler(<6)", false),
            ("swift(>=5.9)", true), ("swift(>=6.0)", true), ("swift(<6)", false), ("swift(>=7)", false),
            ("_endian(little)", true), ("(DEBUG || RELEASE) && !(os(Android))", true),
            ("canImport(Charts) && os(iOS)", false), ("canImport(Charts) || DEBUG", true),
        ])
    func settled(condition: String, expected: Bool) {
        #expect(value(condition) == expected)
    }

    @Test(
        "Conditions the build leaves open, and conditions the tool does not read, are not known",
        arguments: [
            "canImport(Charts)", "canImport(UIKit, _version: 2)", "hasAttribute(retroactive)",
            "swift(>=6.1)", "SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE", "hasFeature(Embedded)", "os(", "DEBUG &&",
            "DEBUG FOO",
        ])
    func open(condition: String) {
        #expect(value(condition) == nil)
    }

    @Test("A version compares with what the tool knows of the compiler: a step of its own, or no bound above")
    func versions() {
        #expect(BuildConditions.compare(">=6.3", floor: [6, 3], ceiling: [6, 4]) == true)
        #expect(BuildConditions.compare(">=6.3.2", floor: [6, 3], ceiling: [6, 4]) == nil)
        #expect(BuildConditions.compare("<6.4", floor: [6, 3], ceiling: [6, 4]) == true)
        #expect(BuildConditions.compare(">=99.1", floor: [6, 3], ceiling: [6, 4]) == false)
        #expect(BuildConditions.compare(">=7.1", floor: [7], ceiling: nil) == nil)
        #expect(BuildConditions.compare("==6", floor: [6], ceiling: [7]) == nil)
    }

    @Test("The kata's flags set -D names, the language mode and features")
    func kataFlags() {
        let flags = ["-D", "FEATURE", "-DOTHER", "-swift-version", "5", "-enable-upcoming-feature", "ExistentialAny"]

        #expect(value("FEATURE && OTHER", swiftFlags: flags) == true)
        #expect(value("swift(<6)", swiftFlags: flags) == true)
        #expect(value("hasFeature(ExistentialAny)", swiftFlags: flags) == true)
        #expect(value("FEATURE") == false)
    }

    @Test("A block's statements are compiled, not compiled, or not known, branch by branch, nested included")
    func branches() {
        let code = SwiftCode(
            """
            #if DEBUG
            a()
            #if canImport(Charts)
            b()
            #else
            c()
            #endif
            #elseif canImport(Charts)
            d()
            #else
            e()
            #endif
            f()
            """)

        let compiled = code.compiled(code.statements, in: BuildConditions())
        let texts = code.statements.map { code.tokens[$0.range.lowerBound].text }

        #expect(
            Array(zip(texts, compiled).map { "\($0) \($1.map { "\($0)" } ?? "unknown")" }) == [
                "#if false", "a true", "#if unknown", "b unknown", "#else false", "c unknown", "#endif false",
                "#elseif false", "d false", "#else false", "e false", "#endif false", "f true",
            ])
    }
}
