import Foundation
import KataCommand
import KataCore

/// The plain path, proven in a scratch package of the mistakes judge from the build it just made: the spec each kata
/// has in `Tests/Judged.swift`, which `swift test --filter KataNSpecs` runs with the others, run alone, before and
/// after the judgement the `kata` command keeps.
struct PlainPath {
    let settings: Settings

    /// What keeps the reference solution of `kata`, green by `results`, from being red on the plain path until judged
    /// and green once judged; empty when nothing does.
    func solution(_ kata: Kata, results: [SpecResult], in package: URL) -> [String] {
        do {
            forget(kata, in: package)
            defer { forget(kata, in: package) }
            let before = try judged(kata, in: package)
            var problems: [String] = []
            if before.count != 1 || before.contains(where: { $0.contains("\n") })
                || !before.contains(where: { $0.contains("`swift run kata \(kata.number)`") })
            {
                problems.append("not judged yet, it is not red with one line naming swift run kata: \(before)")
            }
            try keep(results, of: kata, in: package)
            let after = try judged(kata, in: package)
            if !after.isEmpty { problems.append("judged green, it is still red: \(after)") }
            return problems.map { "\(kata.module) reference solution on the plain path: \($0)" }
        } catch {
            return ["\(kata.module) reference solution on the plain path cannot be run: \(error)"]
        }
    }

    /// What keeps a mistake of `kata` that `results` reject from being red on the plain path once judged: nil when a
    /// spec fails anyway, which the plain path shows without a judgement; else empty when it is red with the kept line.
    func mistake(_ kata: Kata, results: [SpecResult], in package: URL) -> [String]? {
        guard results.filter({ $0.kind == .spec }).allSatisfy(\.passed) else { return nil }
        do {
            defer { forget(kata, in: package) }
            let line = try keep(results, of: kata, in: package).line
            let failures = try judged(kata, in: package)
            return failures.count == 1 && failures[0].hasPrefix(line) && !line.isEmpty
                ? [] : ["judged, it is not red on the plain path with the line '\(line)': \(failures)"]
        } catch {
            return ["cannot be run on the plain path: \(error)"]
        }
    }

    /// Keeps the judgement `results` come to for the kata's files in `package`, as the `kata` command keeps it.
    @discardableResult
    private func keep(_ results: [SpecResult], of kata: Kata, in package: URL) throws -> KeptJudgement {
        let report = KataReport(kata: kata, results: results)
        let judgement = report.judgement(of: try kata.files(in: package, solutions: false))
        try judgement.keep(in: package.appendingPathComponent("katas/\(kata.folder)"))
        return judgement
    }

    private func forget(_ kata: Kata, in package: URL) {
        let folder = package.appendingPathComponent("katas/\(kata.folder)/\(KeptJudgement.folder)")
        try? FileManager.default.removeItem(at: folder)
    }

    /// The failures of the kata's spec that reads the kept judgement, run alone from the last build.
    private func judged(_ kata: Kata, in package: URL) throws -> [String] {
        let scratch = SwiftTesting.scratch(root: package, solutions: settings.solutions, settings: settings)
        let (events, _) = try SwiftTesting.run(
            package, scratch: scratch, modules: [kata.module], limit: SpecTimeLimit.standard,
            filter: String(KeptJudgement.spec.prefix { $0 != "(" }), settings: settings)
        guard let result = events.results().first(where: { $0.id == KeptJudgement.spec }) else {
            throw KataError("the spec \(KeptJudgement.spec) did not run")
        }
        return result.failures
    }
}
