import Foundation
import KataCommand
import KataCore

/// Runs every starting kata the way the `kata` command runs it on macOS, here: `swift test --skip-build` with
/// SwiftPM's own entry point, and Swift Testing's event stream read back. It proves that invocation and its parsing,
/// on this machine; not macOS itself.
package struct SwiftTestRuns {
    package let root: URL
    /// What the runs are given; they run with `KATA_RUNNER=swift-test` over it.
    package let settings: Settings

    /// Runs each of `katas` and marks each that does not start as its kata.json says; returns the closing line,
    /// `macOS-style runs: N of M katas as declared`.
    package func run(_ katas: [Kata], ledger: Ledger) -> String {
        var swiftTest = settings
        swiftTest.swiftTestRunner = true
        let runSpecs = swiftTestingRunner(limit: SpecTimeLimit.standard, settings: swiftTest)
        var declared = 0
        for kata in katas {
            do {
                let seen = try runSpecs(root, [kata.folder]) { _ in }
                let departures = Check.departures(seen, from: kata)
                if departures.isEmpty {
                    declared += 1
                    ledger.pass("katas/\(kata.folder): through swift test, red as kata.json says")
                } else {
                    for line in departures { ledger.note("  katas/\(kata.folder), through swift test: \(line)") }
                    ledger.miss("katas/\(kata.folder): through swift test, does not start as its kata.json says")
                }
            } catch let failure as BuildFailure {
                ledger.miss("katas/\(kata.folder): through swift test, does not build: \(failure.message)")
            } catch {
                ledger.miss("katas/\(kata.folder): through swift test: \((error as? KataError)?.message ?? "\(error)")")
            }
        }
        return "macOS-style runs: \(declared) of \(katas.count) katas as declared"
    }
}
