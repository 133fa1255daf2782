import Testing

@testable import KataDev

/// How the check reads what `swift build` printed.
struct BuildLogSpecs {
    @Test("A warning keeps the files SwiftPM lists under it, and each problem counts once")
    func joinsTheFiles() {
        let log = BuildLog(
            """
            Building for debugging...
            warning: 'main': found 2 file(s) which are unhandled; explicitly declare them as resources or exclude from the target
                /repo/LICENSE
                /repo/notes.txt
            /repo/katas/Kata1/Sources/A.swift:3:5: error: cannot find 'x' in scope
            /repo/katas/Kata1/Sources/A.swift:3:5: error: cannot find 'x' in scope
            Build complete!
            """)

        #expect(
            log.problems == [
                "/repo/katas/Kata1/Sources/A.swift:3:5: error: cannot find 'x' in scope",
                "warning: 'main': found 2 file(s) which are unhandled; explicitly declare them as resources or exclude "
                    + "from the target /repo/LICENSE /repo/notes.txt",
            ])
    }
}
