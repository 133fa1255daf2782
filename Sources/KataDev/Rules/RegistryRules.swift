import Foundation
import KataCommand
import KataCore
import KataProof

/// What must agree between a kata's `kata.json`, its files and its README; each rule gives its misses.
package struct RegistryRules {
    package let kata: Kata
    /// The kata's folder, `katas/KataN-Name`.
    package let folder: URL

    private var place: String { "katas/\(kata.folder)" }

    /// Every miss: `ran` is every spec of the kata that a run named (nil when none ran).
    package func misses(ran: [String]?) -> [String] {
        ids(ran: ran) + fingerprints() + filesAccountedFor() + stepIDs() + readme() + messages() + solutionOverlay()
            + optInChanges()
            + (kata.facts.yourTest == nil
                ? ["katas/\(kata.folder)/kata.json: no 'yourTest'; every kata ends with a test the learner writes"]
                : [])
            + (kata.facts.article == Scaffold.placeholderArticle
                ? ["katas/\(kata.folder)/kata.json: 'article' still says what the scaffold wrote; name the article"]
                : [])
    }

    /// Every pattern of a kata's own rules stands there alone: no other kata's rule, and no shared rule, repeats it.
    package static func repeatedPatterns(_ katas: [Kata]) -> [String] {
        var seen: [String: String] = [:]
        for rule in SharedRules.all.values.sorted(by: { $0.id < $1.id }) {
            for pattern in [rule.forbid, rule.require, rule.reads].compactMap({ $0 }) {
                seen[pattern] = "shared rule \(rule.id)"
            }
        }
        var misses: [String] = []
        for kata in katas {
            for rule in kata.facts.sourceRules ?? [] {
                for pattern in [rule.forbid, rule.require, rule.reads].compactMap({ $0 }) {
                    if let first = seen[pattern] {
                        misses.append(
                            "katas/\(kata.folder)/kata.json: rule \(rule.id) repeats the pattern of \(first); name a shared "
                                + "rule in sharedRules, or a fragment, instead")
                    } else {
                        seen[pattern] = "\(kata.module)'s rule \(rule.id)"
                    }
                }
            }
            for id in (kata.facts.sharedRules ?? [:]).keys.sorted() where SharedRules.all[id] == nil {
                misses.append("katas/\(kata.folder)/kata.json: sharedRules names \(id), which no shared rule is")
            }
        }
        return misses
    }

    /// Every kind of change a place asks for in `also` is one the proof makes only where a kata asks.
    package func optInChanges() -> [String] {
        let asked = (kata.facts.yourTest?.mutate ?? []).flatMap { $0.also ?? [] }.map(\.kind)
        return asked.filter { !$0.isOptIn }.map {
            "katas/\(kata.folder)/kata.json: also names \($0.rawValue), which the proof makes everywhere, not only "
                + "where a kata asks"
        }
    }

    /// The solution replaces no file the learner leaves alone: the specs that prove it are the kata's own.
    package func solutionOverlay() -> [String] {
        let solution = folder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("solutions/\(kata.folder)")
        return ["Sources", "Tests"].flatMap { part in
            FileManager.default.swiftFiles(under: part, of: solution).filter { kata.facts.leaveAlone[$0] != nil }
        }
        .sorted().map { "solutions/\(kata.folder)/\($0): replaces a file kata.json says to leave alone" }
    }

    /// Every spec, probe and source rule in `kata.json` ran or exists, and every one that ran or exists is in it.
    package func ids(ran: [String]?) -> [String] {
        let declared = kata.facts.red + kata.facts.safetyNets
        let probes = files(under: "Probes")
        let rules = kata.facts.rules.map { "rule \($0.id)" }
        var misses: [String] = []
        for id in declared {
            if id.hasPrefix("Probes/") {
                if !probes.contains(id) { misses.append("\(place)/kata.json names \(id), which is no probe file") }
            } else if id.hasPrefix("rule ") {
                if !rules.contains(id) { misses.append("\(place)/kata.json names \(id), which is no source rule") }
            } else if id == ProofLine.id {
                if kata.facts.yourTest == nil { misses.append("\(place)/kata.json names \(id), but has no yourTest") }
            } else if let ran, !ran.contains(id) {
                misses.append("\(place)/kata.json names \(id), which did not run")
            }
        }
        let proof = kata.facts.yourTest == nil ? [] : [ProofLine.id]
        for id in (ran ?? []) + probes + rules + proof where !declared.contains(id) {
            misses.append("\(place): \(id) is in no step's turnsGreen and not in safetyNets of kata.json")
        }
        return misses
    }

    /// Every file `leaveAlone` names exists with the fingerprint it records.
    package func fingerprints() -> [String] {
        kata.facts.leaveAlone.sorted { $0.key < $1.key }.compactMap { file, recorded in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) else {
                return "\(place)/kata.json: leaveAlone names \(file), which does not exist"
            }
            let actual = KataFacts.fingerprint(of: data)
            return actual == recorded
                ? nil
                : "\(place)/kata.json: the fingerprint of \(file) is now \"\(actual)\" (kata.json has \"\(recorded)\")"
        }
    }

    /// Every file under `Tests/` and `Probes/` is one to leave alone or one to edit.
    package func filesAccountedFor() -> [String] {
        (files(under: "Tests") + files(under: "Probes")).filter {
            kata.facts.leaveAlone[$0] == nil && !kata.facts.edit.contains($0)
        }
        .map { "\(place)/kata.json: \($0) is neither in leaveAlone nor in edit" }
    }

    /// Step ids are unique lowercase words joined by hyphens.
    package func stepIDs() -> [String] {
        let ids = kata.facts.steps.map(\.id)
        var misses = ids.filter { !Self.isStepID($0) }.map {
            "\(place)/kata.json: the step id '\($0)' is not lowercase words joined by hyphens"
        }
        misses += Set(ids.filter { id in ids.filter { $0 == id }.count > 1 }).sorted().map {
            "\(place)/kata.json: the step id '\($0)' is used twice"
        }
        return misses
    }

    /// The README's title, step list, "Leave these as they are" bullet and Specs table show what `kata.json` says.
    package func readme() -> [String] {
        let readme = "\(place)/README.md"
        var misses: [String] = []
        if kata.readme.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
            != "# \(kata.heading)"
        {
            misses.append("\(readme): the first line is not \"# \(kata.heading)\"")
        }
        let shown = Self.stepList(kata.section("Steps"))
        let ids = kata.facts.steps.map(\.id)
        if shown != ids {
            misses.append(
                "\(readme): the Steps list shows \(Self.list(shown)) instead of \(Self.list(ids)) (each item `N. [id] `)"
            )
        }
        let named = Set(Self.leaveAloneBullet(kata.section("Constraints")))
        let leaveAlone = Set(kata.facts.leaveAlone.keys)
        if named != leaveAlone {
            misses.append(
                "\(readme): 'Leave these as they are' names \(named.sorted()) instead of \(leaveAlone.sorted())")
        }
        let specs = kata.section("Specs")
        for id in kata.facts.red + kata.facts.safetyNets where !specs.contains("`\(id)`") {
            misses.append("\(readme): the Specs table has no row for `\(id)`")
        }
        return misses
    }

    /// Every `[id]` the messages of the spec files and the source rules name is a step id of the kata.
    package func messages() -> [String] {
        let ids = kata.facts.steps.map(\.id)
        let rules = kata.facts.rules.map { ("kata.json", "\"\($0.rule)\"") }
        let specs = files(under: "Tests").map { file in
            (file, (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? "")
        }
        return (specs + rules).flatMap { file, text in
            Self.namedSteps(in: text).filter { !ids.contains($0) }.map {
                "\(place)/\(file): a message names step [\($0)], which kata.json does not have"
            }
        }
    }

    /// `Folder/Name.swift` for each Swift file at any depth under `part` of the kata's folder, sorted.
    private func files(under part: String) -> [String] {
        FileManager.default.swiftFiles(under: part, of: folder)
    }

    package static func isStepID(_ id: String) -> Bool {
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        return words.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isLowercase } }
    }

    /// The ids a README's Steps list shows, `N. [id] …`, numbered from 1 in order; a wrong number ends the list.
    package static func stepList(_ steps: String) -> [String] {
        var ids: [String] = []
        for line in steps.split(separator: "\n") {
            let prefix = "\(ids.count + 1). ["
            guard line.hasPrefix(prefix), let close = line.firstIndex(of: "]") else { continue }
            let id = line[line.index(line.startIndex, offsetBy: prefix.count)..<close]
            guard line[close...].hasPrefix("] ") else { continue }
            ids.append(String(id))
        }
        return ids
    }

    /// The files, in backticks, that the Constraints' `- Leave these as they are:` bullet names.
    package static func leaveAloneBullet(_ constraints: String) -> [String] {
        guard let start = constraints.range(of: "- Leave these as they are:") else { return [] }
        let bullet = constraints[start.upperBound...].components(separatedBy: "\n- ").first ?? ""
        return bullet.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    /// The step ids that string literals in Swift `source` name as `[id]`, interpolations left out.
    package static func namedSteps(in source: String) -> [String] {
        var ids: [String] = []
        for line in source.split(separator: "\n") {
            let literals = line.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            for literal in literals {
                let plain = literal.replacingOccurrences(of: #"\\\([^)]*\)"#, with: "", options: .regularExpression)
                for part in plain.components(separatedBy: "[").dropFirst() {
                    guard let close = part.firstIndex(of: "]") else { continue }
                    let id = String(part[..<close])
                    if isStepID(id) { ids.append(id) }
                }
            }
        }
        return ids
    }

    private static func list(_ ids: [String]) -> String {
        ids.isEmpty ? "no ids" : ids.map { "[\($0)]" }.joined(separator: " ")
    }
}
