import Foundation
import KataCommand
import KataCore

/// The check's step on the katas' packages of their own.
extension Check {
    /// Checks every kata's own package: the same manifest in each, read by SwiftPM as `kata.json` says, and a kata
    /// (`only`, or the first) built and run alone while another does not compile.
    package func checkPackages(_ katas: [Kata], only: Kata?, ledger: Ledger) {
        ledger.step("Packages: each kata is a package of its own, and runs alone while another does not build")
        let packages = KataPackages(root: root)
        let all = Kata.found(in: root).katas
        packages.drifted(katas, among: all).forEach(ledger.miss)
        for kata in katas {
            let scratch = root.appendingPathComponent(".build/check/apart/manifests/\(kata.folder)")
            packages.disagreements(of: kata, scratch: scratch, settings: settings).forEach(ledger.miss)
        }
        if ledger.stepIsClean {
            ledger.pass(
                "packages: \(katas.map(\.module).joined(separator: ", ")): Package.swift the file every kata shares, "
                    + "read by SwiftPM as kata.json says")
        }
        guard let kata = only ?? katas.first, let broken = all.first(where: { $0.number != kata.number }) else {
            return
        }
        let apart = "with \(broken.module) not compiling, katas/\(kata.folder)'s package"
        do {
            let outcome = try ApartRun(root: root, settings: settings).run(kata, breaking: broken)
            let departures = ApartRun.departures(outcome.specs, from: kata)
            if !outcome.brokenStopped {
                ledger.miss("\(broken.module)'s package built with a line that does not compile")
            } else if !outcome.built {
                for problem in BuildLog(outcome.log).problems.prefix(20) { ledger.note("  " + problem) }
                ledger.miss("\(apart) does not build (above)")
            } else if outcome.specs.isEmpty || !departures.isEmpty {
                for line in departures { ledger.note("  katas/\(kata.folder), alone: \(line)") }
                ledger.miss("\(apart) does not run its specs as kata.json says (above)")
            } else {
                ledger.pass("\(apart) builds, and its \(counted(outcome.specs.count, "spec")) run as kata.json says")
            }
        } catch {
            ledger.miss("\(apart) cannot be built: \(error)")
        }
    }
}
