import Foundation
import Testing

@testable import KataCore

/// A spec that never ends: the real `kata`, without a terminal, on a copy of Kata 1 whose `viewDidLoad()` loops.
///
/// Builds Kata 1 once, cold.
struct EndlessLoopSpecs {
    @Test("A spec in an endless loop is stopped at KATA_TIMEOUT and named, and no process is left behind")
    func endlessLoop() throws {
        // 1️⃣ Kata 1, with `while true {}` where viewDidLoad() starts
        let copy = try KataOneCopy(
            changing: "func viewDidLoad() {\n", to: "func viewDidLoad() {\n        while true {}\n",
            in: "Sources/ViewController.swift")

        // 2️⃣ kata watch 1 </dev/null, with a limit of 5 s
        let (status, report) = try copy.watch(environment: ["KATA_TIMEOUT": "5"])

        // 3️⃣ the report names the spec, and nothing of the run goes on
        #expect(status == 1)
        #expect(report.contains("did not finish in 5 s: an endless loop, or a wait that never ends?"), "\(report)")
        #expect(report.contains("Still running: ViewControllerSpecs/"), "no spec named:\n\(report)")
        let left = try Processes.naming(copy.folder.path + "/")
        #expect(left.isEmpty, "left behind: \(left)")
    }
}
