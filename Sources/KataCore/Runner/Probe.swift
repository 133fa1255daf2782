import Foundation

/// A rule only the compiler can hold: a file `Probes/Name.swift` that must fail to type-check with a given error.
///
/// Its `// Fails with:` lines name the errors that mean the rule holds: a diagnostic's identity in brackets, as
/// `swiftc -debug-diagnostic-names` prints it (`[missing_argument_named]`), holds the rule whatever the learner named
/// things and however a compiler words it; plain text matches a part of the wording.
package struct Probe {
    /// `Probes/Name.swift`, relative to the kata's folder.
    package let path: String
    /// The rule, from the probe's `// Probe:` line.
    package let rule: String
    /// Diagnostic identities and parts of wordings, from its `// Fails with:` lines; any one makes the probe hold.
    package let expectedErrors: [String]

    package init(path: String, source: String) {
        self.path = path
        let comments = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let value = { (prefix: String) in
            comments.filter { $0.hasPrefix(prefix) }.map {
                $0.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
            }
        }
        rule = value("// Probe:").first ?? path
        expectedErrors = value("// Fails with:").filter { !$0.isEmpty }
    }

    /// The probe as a spec of kata `kata`, given what `swiftc -typecheck` printed and its exit status.
    package func result(kata: Int, compilerOutput: String, status: Int32) -> SpecResult {
        let errors = compilerOutput.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
        let holds = status != 0 && errors.contains { error in expectedErrors.contains { error.contains($0) } }
        var failures: [String] = []
        if status == 0 {
            failures = ["It still compiles, so the rule does not hold yet: \(rule)"]
        } else if !holds {
            let first = errors.first.map(Self.wording) ?? "no error"
            failures = ["It fails with \"\(first)\", which is not what this rule expects: \(rule)"]
        }
        return SpecResult(kata: kata, id: path, name: rule, failures: failures, kind: .probe)
    }

    /// The words of a compiler error line, without its location and its bracketed diagnostic identity.
    private static func wording(_ line: String) -> String {
        var text = line.split(separator: " error: ", maxSplits: 1).last.map(String.init) ?? line
        if text.hasSuffix("]"), let open = text.range(of: " [", options: .backwards) {
            text = String(text[..<open.lowerBound])
        }
        return text
    }

    /// Every probe of the kata folders `folders` (in `katas/` for every tree: probes exist once), type-checked side
    /// by side against the modules built in `scratch`, as SwiftPM compiles the package's own modules, each with its
    /// kata's own compiler flags; `settings` give the compiler its environment.
    package static func checkAll(_ folders: [String], root: URL, scratch: URL, settings: Settings) -> [SpecResult] {
        let probes = folders.flatMap { folder in
            let directory = root.appendingPathComponent("katas/\(folder)/Probes")
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted()
            let kata = Kata.number(ofFolder: folder) ?? 0
            // The kata's own compiler flags, as its module was built with them (`swiftFlags` in its kata.json).
            let own = (try? KataFacts.read(from: root.appendingPathComponent("katas/\(folder)")))?.swiftFlags ?? []
            return files.map { (kata, directory.appendingPathComponent($0), own) }
        }
        let flags =
            ["-typecheck", "-swift-version", "6", "-debug-diagnostic-names"]
            + ["-I", scratch.appendingPathComponent("debug/Modules").path] + packageName(builtIn: scratch)
        // Each probe is one compiler process that mostly waits on loading modules.
        let verdicts = Slots<SpecResult?>(count: probes.count, empty: nil)
        DispatchQueue.concurrentPerform(iterations: probes.count) { index in
            let (kata, file, own) = probes[index]
            let probe = Probe(
                path: "Probes/\(file.lastPathComponent)",
                source: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
            let run = try? Subprocess.run(["swiftc"] + flags + own + [file.path], in: root, settings: settings)
            verdicts[index] = probe.result(
                kata: kata, compilerOutput: (run?.errorOutput ?? "") + (run?.output ?? ""),
                status: run?.status ?? 1)
        }
        return verdicts.all.compactMap { $0 }
    }

    /// `-package-name` as SwiftPM gave it to the modules built in `scratch`, so that `package` declarations are seen
    /// from a probe as from another module of the same package; none if the build does not say.
    package static func packageName(builtIn scratch: URL) -> [String] {
        let plan = (try? String(contentsOf: scratch.appendingPathComponent("debug.yaml"), encoding: .utf8)) ?? ""
        guard let flag = plan.range(of: #""-package-name",""#) else { return [] }
        let name = plan[flag.upperBound...].prefix { $0 != "\"" }
        return name.isEmpty ? [] : ["-package-name", String(name)]
    }
}
