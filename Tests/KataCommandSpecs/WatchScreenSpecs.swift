import Foundation
import Testing

@testable import KataCommand
@testable import KataCore

/// Watch mode's screen for a kata of several steps: which failures lead, how many fit, and what the status line says.
struct WatchScreenSpecs {
    let fixture: Fixture
    let katas: [Kata]

    init() throws {
        fixture = try Fixture()
        katas = try Kata.all(in: fixture.root)
    }

    /// Kata 1 with three steps, `a`, `b` and `c`, turning `S/a()`, `S/b()` and `S/c()` green, and safety nets
    /// `N/quiet()` (naming no step when it fails) and `N/late()` (naming step `[c]`); the lines in `failing` fail.
    func stepped(failing: Set<String>, messages: Int = 1) -> KataReport {
        let facts = KataFacts(
            singleton: "AlphaSingleton", technique: "alpha injection", article: "On Alpha", edit: [], leaveAlone: [:],
            steps: [
                .init(id: "a", turnsGreen: ["S/a()"]), .init(id: "b", turnsGreen: ["S/b()"]),
                .init(id: "c", turnsGreen: ["S/c()"]),
            ],
            safetyNets: ["N/quiet()", "N/late()"])
        let kata = Kata(number: 1, folder: katas[0].folder, facts: facts, readme: katas[0].readme)
        let results = ["N/quiet()", "S/c()", "S/b()", "N/late()", "S/a()"].map { id in
            let step =
                id == "N/quiet()"
                ? "" : id == "N/late()" ? " (README step [c])" : " (README step [\(id.dropFirst(2).prefix(1))])"
            let failures = (1...messages).map { "\(id) fails, message \($0)\(step)" }
            return SpecResult(kata: 1, id: id, name: "\(id) holds", failures: failing.contains(id) ? failures : [])
        }
        return KataReport(kata: kata, results: results, changedFiles: [])
    }

    /// Watch mode on `report`'s kata, with `report` as its first run's.
    func watching(_ report: KataReport, size: (width: Int, height: Int) = (100, 40)) -> WatchState {
        var watch = WatchState(katas: [report.kata], opening: report.kata)
        watch.size = size
        _ = watch.start()
        _ = watch.handle(.finished(report))
        return watch
    }

    @Test(
        "The first unfinished step's failures lead, after a safety net that names no step; later steps take a line each"
    )
    func stepOrder() {
        let screen = watching(stepped(failing: ["N/quiet()", "S/b()", "S/c()", "N/late()"])).screen
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        #expect(lines[0] == "Kata 1: AlphaSingleton → alpha injection")
        #expect(lines.contains("[####----------------] step 2 of 3 [b] · 1 of 5 passing"))
        let quiet = lines.firstIndex(of: "✘ N/quiet() holds")
        let b = lines.firstIndex(of: "✘ S/b() holds")
        #expect(quiet != nil && b != nil && quiet! < b!, "a safety net that names no step shows first:\n\(screen)")
        #expect(lines.contains("    S/b() fails, message 1 (README step [b])"))
        #expect(lines.contains("  step 3 [c]: 0 of 2 passing"), "step c's spec and the safety net that names it")
        #expect(!screen.contains("S/c() fails") && !screen.contains("N/late() fails"), "later steps take one line")
        #expect(lines.contains("✔ 1 more passing"), "the passing lines fold into one")
        #expect(!screen.contains("S/a() holds"))
        #expect(lines.count <= 40)
    }

    @Test(
        "Without a terminal, the report keeps every line, the first unfinished step's first and the passing ones last")
    func fullOrder() {
        let text = stepped(failing: ["N/quiet()", "S/b()", "S/c()", "N/late()"]).text
        let order = [
            "✘ N/quiet() holds", "✘ S/b() holds", "  step 3 [c]: 0 of 2 passing", "✘ S/c() holds", "✘ N/late() holds",
            "✔ S/a() holds",
        ]
        let places = order.map { text.range(of: $0 + "\n")?.lowerBound }

        #expect(!places.contains(nil), "\(text)")
        #expect(places.compactMap { $0 } == places.compactMap { $0 }.sorted(), "\(text)")
        #expect(text.contains("Goal: Make `Alpha` testable with a stand-in."))
    }

    @Test("A step with more failures than fit shows those that fit and says how many more; the screen fits its size")
    func cutToFit() {
        let report = stepped(failing: ["N/quiet()", "S/a()", "S/b()", "S/c()", "N/late()"], messages: 4)
        let screen = watching(report, size: (80, 20)).screen
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast()

        #expect(lines.count <= 20, "\(screen)")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(screen)")
        #expect(screen.contains("✘ N/quiet() holds\n"))
        #expect(screen.contains("… and 1 more failing: they show as these pass\n"), "\(screen)")
        #expect(screen.contains("(run 1)  Kata 1: step 1 of 3 [a] · 0 of 5 passing\n"))
    }
}
