import Foundation

/// A rule only the compiler can hold: a file `Probes/Name.swift` that must fail to type-check with a given error.
struct Probe {
    /// `Probes/Name.swift`, relative to the kata's folder.
    let path: String
    /// The rule, from the probe's `// Probe:` line.
    let rule: String
    /// Parts of the compiler's error, from its `// Fails with:` lines; any one of them makes the probe hold.
    let expectedErrors: [String]

    init(path: String, source: String) {
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
    func result(kata: Int, compilerOutput: String, status: Int32) -> SpecResult {
        let errors = compilerOutput.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
        let holds = status != 0 && errors.contains { error in expectedErrors.contains { error.contains($0) } }
        var failures: [String] = []
        if status == 0 {
            failures = ["It still compiles, so the rule does not hold yet: \(rule)"]
        } else if !holds {
            let first = errors.first.map { $0.split(separator: " error: ").last.map(String.init) ?? $0 } ?? "no error"
            failures = [
                "It fails with \"\(first)\" instead of an error containing \""
                    + expectedErrors.joined(separator: "\" or \"") + "\": \(rule)"
            ]
        }
        return SpecResult(kata: kata, id: path, name: rule, failures: failures)
    }

    /// Type-checks the probe `file` of kata `kata` against the built modules in `modules`: whether it holds.
    static func check(_ file: URL, kata: Int, modules: String, in root: URL) -> SpecResult {
        let probe = Probe(
            path: "Probes/\(file.lastPathComponent)", source: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
        let run = try? Subprocess.run(
            ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, file.path], in: root)
        return probe.result(
            kata: kata, compilerOutput: (run?.errorOutput ?? "") + (run?.output ?? ""), status: run?.status ?? 1)
    }
}
