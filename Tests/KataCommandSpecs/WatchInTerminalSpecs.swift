import Foundation
import Testing

@testable import KataCore

/// Watch mode as a learner meets it: the real `kata` in a real pseudo-terminal (tmux), on a copy of Kata 1.
///
/// Needs tmux (apt-get install tmux, or brew install tmux) and swift on PATH; builds Kata 1 once, cold.
struct WatchInTerminalSpecs {
    let terminal: TmuxTerminal
    let kata: URL

    init() throws {
        terminal = try TmuxTerminal()
        kata = terminal.folder.appendingPathComponent("katas/Kata1-ScarySingleton")
    }

    @Test("q during a build and Ctrl-C leave the terminal as it was and no process behind; a save redraws in place")
    func learnerLoop() throws {
        let root = RepositorySpecs().root
        for path in [
            "Package.swift", KeptVerdictModule.folder, "katas/Kata1-ScarySingleton", "solutions/Kata1-ScarySingleton",
        ] {
            try terminal.copy(root.appendingPathComponent(path), to: path)
        }
        // 1️⃣ kata watch 1, then, once the file `again` exists, kata watch 1 again, with the terminal's settings
        // saved around each (the shell ignores Ctrl-C, so that it goes on after kata ends; kata sets its own handler)
        let kataCommand = try TmuxTerminal.kataExecutable()
        try terminal.start(
            "trap \"\" INT; stty -a >before.txt; \(kataCommand) watch 1; stty -a >after-q.txt; "
                + "while [ ! -e again ]; do sleep 0.1; done; \(kataCommand) watch 1; stty -a >after-c.txt")

        // 2️⃣ q while Kata 1 builds
        try terminal.waitFor("the build", seconds: 60) { $0.contains("⋯ Kata 1: Building") }
        terminal.press("q")
        try terminal.waitForFile("after-q.txt", seconds: 20)
        let afterQ = try Processes.naming(terminal.folder.path + "/")
        #expect(afterQ.isEmpty, "q during the build left these behind: \(afterQ)")
        try terminal.write("", to: "again")
        let first = try terminal.waitFor("the first report", seconds: 600) { $0.contains("(run 1)") }
        let passingAtStart = Self.passing(first)

        // 3️⃣ a save: the solution's sources and wiring spot, which finish every step; then a key
        let solution = terminal.folder.appendingPathComponent("solutions/Kata1-ScarySingleton")
        let sources = try FileManager.default.contentsOfDirectory(atPath: solution.path + "/Sources")
        for file in sources.map({ "Sources/" + $0 }) + ["Tests/WiringSpot.swift"] {
            let target = kata.appendingPathComponent(file)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: solution.appendingPathComponent(file), to: target)
        }
        let saved = try terminal.waitFor("more specs passing", seconds: 120) { Self.passing($0) > passingAtStart }
        #expect(saved.contains("✔ "), "no spec shows green after the save:\n\(saved)")
        #expect(terminal.scrolledOff == 0, "the build's and the runs' screens piled up in the scrollback")
        terminal.press("h")
        // Only step [your-test] is left, so the hint shown is the first for the test.
        try terminal.waitFor("a hint for the test", seconds: 20) { $0.contains(": your test") && $0.contains("Hint ") }

        // 4️⃣ Ctrl-C
        terminal.press("C-c")
        try terminal.waitForFile("after-c.txt", seconds: 20)
        let afterC = try Processes.naming(terminal.folder.path + "/")
        #expect(afterC.isEmpty, "Ctrl-C left these behind: \(afterC)")

        let before = try terminal.read("before.txt")
        #expect(before.contains(" echo ") && before.contains(" icanon "))
        #expect(try terminal.read("after-q.txt") == before, "q left the terminal changed")
        #expect(try terminal.read("after-c.txt") == before, "Ctrl-C left the terminal changed")
    }

    /// The count in the screen's `step K of S [id] · N of M passing`, or -1.
    private static func passing(_ screen: String) -> Int {
        guard let line = screen.split(separator: "\n").last(where: { $0.contains(" of ") && $0.hasSuffix(" passing") })
        else {
            return -1
        }
        let words = line.split(separator: " ")
        return words.lastIndex(of: "of").flatMap { Int(words[$0 - 1]) } ?? -1
    }
}
