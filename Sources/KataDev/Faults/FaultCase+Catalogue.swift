import Foundation
import KataCore

/// The faults of issue 42, each a case of its own.
extension FaultCase {
    /// Every case, the ones that build and run Kata 1's specs also with `KATA_RUNNER=swift-test` where `swiftTest`.
    package static func catalogue(swiftTest: Bool) -> [FaultCase] {
        let kata = "katas/\(FaultCopy.kata)"
        let protected = "\(kata)/Tests/ScaryStub.swift"
        var cases = [
            FaultCase(name: "KATA_TIMEOUT=abc", environment: ["KATA_TIMEOUT": "abc"], status: 2, message: ["'abc'"]),
            FaultCase(name: "KATA_TIMEOUT=-5", environment: ["KATA_TIMEOUT": "-5"], status: 2, message: ["'-5'"]),
            FaultCase(name: "KATA_TIMEOUT=0", environment: ["KATA_TIMEOUT": "0"], status: 2, message: ["'0'"]),
            FaultCase(
                name: "a damaged kata.json", prepare: { try Self.replace("\(kata)/kata.json", in: $0, with: "{\"") },
                undo: { try Self.restore("\(kata)/kata.json", in: $0) }, status: 1,
                message: ["kata.json is damaged", "git checkout -- \(kata)/kata.json"]),
            FaultCase(
                name: "a deleted kata.json", prepare: { try Self.replace("\(kata)/kata.json", in: $0, with: nil) },
                undo: { try Self.restore("\(kata)/kata.json", in: $0) }, status: 1,
                message: ["kata.json is missing", "git checkout -- \(kata)/kata.json"]),
            FaultCase(
                name: "a deleted file the kata must keep", prepare: { try Self.replace(protected, in: $0, with: nil) },
                undo: { try Self.restore(protected, in: $0) }, status: 1,
                message: ["a file Kata 1 must keep, is missing", "git checkout -- \(protected)"]),
            FaultCase(
                name: "reset with .git/index.lock held", arguments: ["reset", "1"],
                prepare: { copy in
                    try Self.replace("\(kata)/HINTS.md", in: copy, with: "An attempt.\n")
                    try Data().write(to: copy.appendingPathComponent(".git/index.lock"))
                },
                undo: { copy in
                    try FileManager.default.removeItem(at: copy.appendingPathComponent(".git/index.lock"))
                    try Self.restore("\(kata)/HINTS.md", in: copy)
                    try? FileManager.default.removeItem(at: copy.appendingPathComponent(".git/kata-reset-kata1"))
                },
                status: 1, message: ["is not reset", "index.lock", "attempts/kata1-", "swift run kata reset 1"]),
        ]
        for runner in swiftTest ? ["", "swift-test"] : [""] {
            let suffix = runner.isEmpty ? "" : " (KATA_RUNNER=swift-test)"
            let base = runner.isEmpty ? [:] : ["KATA_RUNNER": runner]
            let limit = base.merging(["KATA_TIMEOUT": "5"]) { $1 }
            cases += [
                FaultCase(
                    name: "fatalError(\"boom\")" + suffix, environment: base.merging(["KATA_FAULT": "boom"]) { $1 },
                    status: 1, message: ["Fatal error: boom"]),
                FaultCase(
                    name: "a standard-error flood" + suffix,
                    environment: limit.merging(["KATA_FAULT": "stderr-flood"]) { $1 }, status: 1,
                    message: ["did not finish in 5 s", "output cut:"]),
                FaultCase(
                    name: "a standard-output flood" + suffix,
                    environment: limit.merging(["KATA_FAULT": "stdout-flood"]) { $1 }, status: 1,
                    message: ["did not finish in 5 s", "output cut:"]),
                FaultCase(
                    name: "an endless loop" + suffix, environment: limit.merging(["KATA_FAULT": "endless-loop"]) { $1 },
                    status: 1, message: ["did not finish in 5 s", "Still running: ViewControllerSpecs/"]),
                FaultCase(
                    name: "SIGKILL of kata during a spec run" + suffix,
                    environment: base.merging(["KATA_FAULT": "endless-loop", "KATA_TIMEOUT": "600"]) { $1 },
                    status: 128 + SIGKILL, killed: true),
            ]
        }
        return cases
    }

    /// Moves `path` of `copy` aside, beside the copy, and writes `text` in its place, or nothing when `text` is nil.
    private static func replace(_ path: String, in copy: URL, with text: String?) throws {
        let file = copy.appendingPathComponent(path)
        try FileManager.default.moveItem(at: file, to: aside(path, of: copy))
        try text.map { try Data($0.utf8).write(to: file) }
    }

    /// Puts back what ``replace(_:in:with:)`` moved aside.
    private static func restore(_ path: String, in copy: URL) throws {
        let file = copy.appendingPathComponent(path)
        try? FileManager.default.removeItem(at: file)
        try FileManager.default.moveItem(at: aside(path, of: copy), to: file)
    }

    private static func aside(_ path: String, of copy: URL) -> URL {
        copy.deletingLastPathComponent().appendingPathComponent(
            "aside-" + path.replacingOccurrences(of: "/", with: "-"))
    }
}
