import Testing

@testable import KataCommand
@testable import KataCore
@testable import KataProof
@testable import SwiftReader

/// The proof changes only code it can read for sure: the branch of an `#if` that the build compiles, none where it
/// cannot tell which, and no body whose end it cannot tell; and it says what it left.
struct MutantUnchangedSpecs {
    let source = """
        struct Screen {
            func show() {
                #if DEBUG
                    log(1)
                #else
                    log(2)
                #endif
                #if canImport(Charts)
                    chart(3)
                #else
                    table(4)
                #endif
                done(5)
            }
        }
        """

    @Test("Only the compiled branch changes; both branches of a condition the tool cannot evaluate stay")
    func compiledBranchOnly() {
        let changes = Mutant.all(of: source, file: "Sources/Screen.swift", within: "show(").map(\.change)

        #expect(
            changes == [
                "without `log(1)`", "with `1` made `2` in `log(1)`", "with `1` made `0` in `log(1)`",
                "without `done(5)`", "with `5` made `6` in `done(5)`", "with `5` made `4` in `done(5)`",
                "with `5` made `0` in `done(5)`",
            ])
    }

    @Test("The proof names the condition it could not evaluate, with its place")
    func reportsWhatItLeft() {
        let survey = Mutant.survey(of: source, file: "Sources/Screen.swift", within: "show(", build: BuildConditions())

        #expect(
            survey.unchanged == [
                "the branches of `#if canImport(Charts)` (Sources/Screen.swift:8), as the tool cannot tell which one builds"
            ])
    }

    @Test("A function declared in each branch changes in the one the build compiles; the kata's flags count")
    func declarationInBranches() {
        let twin = """
            #if FEATURE
            func total() -> Int { 7 }
            #else
            func total() -> Int { 8 }
            #endif
            """
        let flagged = BuildConditions(swiftFlags: ["-D", "FEATURE"])

        #expect(
            Mutant.all(of: twin, file: "A.swift", within: "total(").map(\.change).first == "with `8` made `9` in `8`")
        #expect(
            Mutant.all(of: twin, file: "A.swift", within: "total(", build: flagged).map(\.change).first
                == "with `7` made `8` in `7`")
    }

    @Test("A body whose end the reader cannot tell is left as it is, and the proof says where")
    func bodyItCannotDelimit() {
        let open = """
            struct Screen {
                func show() {
                    log(1)
                    if ready {
                        done(2)
                }
            }
            """

        let survey = Mutant.survey(of: open, file: "Sources/Screen.swift", within: "show(", build: BuildConditions())

        #expect(survey.mutants.isEmpty)
        #expect(
            survey.unchanged == [
                "show() (Sources/Screen.swift:2), as the tool cannot tell where its body ends: Sources/Screen.swift:1 has a `{` that no `}` closes"
            ])
    }
}
