import Foundation
import Testing

@testable import KataCommand

/// The programs `kata` starts: in a group of their own, stopped with everything they started at a time limit.
struct SubprocessSpecs {
    let folder = FileManager.default.temporaryDirectory

    @Test("A program past its limit is stopped with what it started, and says so")
    func limit() throws {
        // A duration no other process on the machine is likely to sleep for, to find it by.
        let marker = "29.\(Int.random(in: 100_000...999_999))"
        let start = Date()

        let result = try Subprocess.run(["sh", "-c", "sleep \(marker) & sleep \(marker)"], in: folder, limit: 1)

        #expect(result.timedOut)
        #expect(Date().timeIntervalSince(start) < 10, "the limit of 1 s did not stop it")
        let left = try Processes.naming("sleep \(marker)")
        #expect(left.isEmpty, "left behind: \(left)")
    }

    @Test("A program within its limit runs to its end, with its output and exit status")
    func withinTheLimit() throws {
        var lines: [String] = []

        let result = try Subprocess.run(
            ["sh", "-c", "echo one; echo two; echo three >&2; exit 3"], in: folder, limit: 30
        ) { lines.append($0) }

        #expect(!result.timedOut)
        #expect(result.status == 3)
        #expect(lines == ["one", "two"])
        #expect(result.errorOutput == "three\n")
    }

    @Test("The event stream tells which specs started and did not end")
    func unfinished() {
        let stream = """
            {"kind":"event","payload":{"kind":"testStarted","testID":"Kata1Specs.ViewSpecs"}}
            {"kind":"event","payload":{"kind":"testStarted","testID":"Kata1Specs.ViewSpecs/loads()/ViewSpecs.swift:5:6"}}
            {"kind":"event","payload":{"kind":"testStarted","testID":"Kata1Specs.ViewSpecs/ends()/ViewSpecs.swift:9:6"}}
            {"kind":"event","payload":{"kind":"testEnded","testID":"Kata1Specs.ViewSpecs/ends()/ViewSpecs.swift:9:6"}}
            """

        #expect(EventStream.unfinished(stream) == ["ViewSpecs/loads()"])
    }
}
