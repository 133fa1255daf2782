import Foundation
import Testing

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

    @Test("A save turns a spec green on screen, each key does its work, q and Ctrl-C leave the terminal as it was")
    func learnerLoop() throws {
        let root = RepositorySpecs().root
        for path in ["Package.swift", "katas/Kata1-ScarySingleton", "solutions/Kata1-ScarySingleton"] {
            try terminal.copy(root.appendingPathComponent(path), to: path)
        }
        let hints = kata.appendingPathComponent("HINTS.md")
        if !FileManager.default.fileExists(atPath: hints.path) {
            try "# Hints\n\n## Hint 1: a nudge\n\nLook again.\n".write(to: hints, atomically: true, encoding: .utf8)
        }
        // 1️⃣ kata watch 1, then kata watch 1 again, with the terminal's settings saved around each (the shell
        // ignores Ctrl-C, so that it goes on after kata ends; kata sets its own handler)
        try terminal.start(
            "trap \"\" INT; stty -a >before.txt; \(try TmuxTerminal.kataExecutable()) watch 1; stty -a >after-q.txt; "
                + "\(try TmuxTerminal.kataExecutable()) watch 1; stty -a >after-c.txt")
        let first = try terminal.waitFor("the first report", seconds: 600) { $0.contains("(run 1)") }
        let passingAtStart = Self.passing(first)

        // 2️⃣ a save: the solution's sources and wiring spot, which finish every step
        let solution = terminal.folder.appendingPathComponent("solutions/Kata1-ScarySingleton")
        let sources = try FileManager.default.contentsOfDirectory(atPath: solution.path + "/Sources")
        for file in sources.map({ "Sources/" + $0 }) + ["Tests/WiringSpot.swift"] {
            let target = kata.appendingPathComponent(file)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: solution.appendingPathComponent(file), to: target)
        }
        let saved = try terminal.waitFor("more specs passing", seconds: 120) { Self.passing($0) > passingAtStart }
        #expect(saved.contains("✔ "), "no spec shows green after the save:\n\(saved)")

        // 3️⃣ the keys
        terminal.press("h")
        let hint = try terminal.waitFor("a hint", seconds: 20) { $0.contains("Hint 1 of ") }
        #expect(hint.contains("Hint 1 of "))
        terminal.press("l")
        try terminal.waitFor("the list", seconds: 20) { $0.contains("▶ Kata 1  ") }
        let runs = Self.runs(terminal.screen)
        terminal.press("r")
        try terminal.waitFor("a rerun", seconds: 60) { Self.runs($0) > runs }
        terminal.press("n")
        try terminal.waitFor("no next kata", seconds: 20) { $0.contains("That is the last kata.") }
        terminal.press("q")
        try terminal.waitForFile("after-q.txt", seconds: 20)
        _ = try terminal.waitFor("the second watch", seconds: 120) {
            $0.contains("(run 1)") && !$0.contains("Hint 1 of ")
        }
        terminal.press("C-c")
        try terminal.waitForFile("after-c.txt", seconds: 20)

        let before = try terminal.read("before.txt")
        #expect(before.contains(" echo ") && before.contains(" icanon "))
        #expect(try terminal.read("after-q.txt") == before, "q left the terminal changed")
        #expect(try terminal.read("after-c.txt") == before, "Ctrl-C left the terminal changed")
    }

    /// The number in the screen's `(run N)`, or -1.
    private static func runs(_ screen: String) -> Int {
        guard let start = screen.range(of: "(run ", options: .backwards) else { return -1 }
        return Int(screen[start.upperBound...].prefix { $0.isNumber }) ?? -1
    }

    /// The count in the screen's `N of M specs passing`, or -1.
    private static func passing(_ screen: String) -> Int {
        guard let line = screen.split(separator: "\n").last(where: { $0.contains(" specs passing") }) else {
            return -1
        }
        let words = line.split(separator: " ")
        return words.firstIndex(of: "of").flatMap { Int(words[$0 - 1]) } ?? -1
    }
}
