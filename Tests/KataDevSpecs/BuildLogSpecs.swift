import Testing

@testable import KataDev

/// How the check reads what `swift build` printed.
struct BuildLogSpecs {
    let log = BuildLog(
        """
        Building for debugging...
        warning: 'main': found 2 file(s) which are unhandled; explicitly declare them as resources or exclude from the target
            /repo/LICENSE
            /repo/notes.txt
        warning: 'main': found 1 file(s) which are unhandled; explicitly declare them as resources or exclude from the target
            /repo/notes.txt
        /repo/katas/Kata1/Sources/A.swift:3:5: error: cannot find 'x' in scope
        /repo/katas/Kata1/Sources/A.swift:3:5: error: cannot find 'x' in scope
        Build complete!
        """)

    @Test("A warning keeps the files SwiftPM lists under it, and each problem counts once")
    func joinsTheFiles() {
        let read = log.problems { _ in false }
        #expect(
            read.problems == [
                "/repo/katas/Kata1/Sources/A.swift:3:5: error: cannot find 'x' in scope",
                "warning: 'main': found 1 file(s) which are unhandled; explicitly declare them as resources or exclude "
                    + "from the target /repo/notes.txt",
                "warning: 'main': found 2 file(s) which are unhandled; explicitly declare them as resources or exclude "
                    + "from the target /repo/LICENSE /repo/notes.txt",
            ])
        #expect(read.strays.isEmpty)
    }

    @Test("Unhandled files outside the repository are set apart; one of the repository's keeps the warning")
    func setsStraysApart() {
        let read = log.problems { $0 == "/repo/notes.txt" }
        #expect(read.strays == ["/repo/notes.txt"])
        #expect(read.problems.count == 2)
        #expect(read.problems.contains { $0.hasSuffix("/repo/LICENSE /repo/notes.txt") })
    }
}
