import Foundation
import Testing

@testable import KataCommand
@testable import KataCore

/// The programs `kata` starts: in a group of their own, stopped with everything they started at a time limit.
struct SubprocessSpecs {
    let folder = FileManager.default.temporaryDirectory
    let settings = Settings(ProcessInfo.processInfo.environment)

    @Test("A program past its limit is stopped with what it started, and says so")
    func limit() throws {
        // A duration no other process on the machine is likely to sleep for, to find it by.
        let marker = "29.\(Int.random(in: 100_000...999_999))"
        let start = Date()

        let result = try Subprocess.run(
            ["sh", "-c", "sleep \(marker) & sleep \(marker)"], in: folder, settings: settings, limit: 1)

        #expect(result.timedOut)
        #expect(Date().timeIntervalSince(start) < 10, "the limit of 1 s did not stop it")
        let left = try Processes.naming("sleep \(marker)")
        #expect(left.isEmpty, "left behind: \(left)")
    }

    @Test("A program within its limit runs to its end, with its output and exit status")
    func withinTheLimit() throws {
        var lines: [String] = []

        let result = try Subprocess.run(
            ["sh", "-c", "echo one; echo two; echo three >&2; exit 3"], in: folder, settings: settings, limit: 30
        ) { lines.append($0) }

        #expect(!result.timedOut)
        #expect(result.status == 3)
        #expect(lines == ["one", "two"])
        #expect(result.errorOutput == "three\n")
    }

    @Test("A program that prints 50 MB on standard error leaves about 1 MB kept, and the count of the rest")
    func boundedErrors() throws {
        let result = try Subprocess.run(
            ["sh", "-c", "head -c 52428800 /dev/zero | tr '\\0' x >&2"], in: folder, settings: settings, limit: 120)

        let kept = result.errorOutput.utf8.count
        #expect(kept > 1_000_000 && kept <= 1_048_576 + 100, "\(kept) bytes kept")
        #expect(result.errorOutput.hasPrefix("xxx") && result.errorOutput.hasSuffix("xxx"))
        #expect(result.cut == "output cut: 49 MB not shown")
    }

    @Test("Of two long streams, each keeps its ends and a trap's message from its middle; a line is handed on in part")
    func trapInTheMiddle() throws {
        // 1️⃣ 20 MB on standard output in one line, and on standard error 20 MB, a trap's message, and 20 MB more
        let twenty = "head -c 20971520 /dev/zero | tr '\\0' x"
        let script =
            "\(twenty); echo; \(twenty) >&2; echo >&2; echo 'Kata1/A.swift:3: Fatal error: boom' >&2; \(twenty) >&2"
        var lines: [Int] = []

        // 2️⃣
        let result = try Subprocess.run(["sh", "-c", script], in: folder, settings: settings, limit: 120) {
            lines.append($0.utf8.count)
        }

        // 3️⃣ the ends of each, what was cut, the trap's message, and the one line of output in part
        let output = result.output.utf8.count
        let errors = result.errorOutput.utf8.count
        let trap = result.errorOutput.contains("\nKata1/A.swift:3: Fatal error: boom\n")
        let note = result.output.contains("\n[output cut: 19 MB not shown]\n")
        #expect(output <= 1_048_576 + 100 && errors <= 1_048_576 + 200, "\(output) and \(errors) bytes kept")
        #expect(trap, "the trap's message is gone")
        #expect(note, "the output does not say what was cut")
        #expect(result.cut == "output cut: 19 MB not shown, output cut: 39 MB not shown")
        #expect(lines == [4096])
    }

    @Test("The event stream tells which specs started and did not end")
    func unfinished() {
        let stream = EventStream.reading(
            """
            {"kind":"event","payload":{"kind":"testStarted","testID":"Kata1Specs.ViewSpecs"}}
            {"kind":"event","payload":{"kind":"testStarted","testID":"Kata1Specs.ViewSpecs/loads()/ViewSpecs.swift:5:6"}}
            {"kind":"event","payload":{"kind":"testStarted","testID":"Kata1Specs.ViewSpecs/ends()/ViewSpecs.swift:9:6"}}
            {"kind":"event","payload":{"kind":"testEnded","testID":"Kata1Specs.ViewSpecs/ends()/ViewSpecs.swift:9:6"}}
            """)

        #expect(stream.unfinished() == ["ViewSpecs/loads()"])
    }
}
