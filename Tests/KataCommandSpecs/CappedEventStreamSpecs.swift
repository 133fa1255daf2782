import Foundation
import Testing

@testable import KataCommand
@testable import KataCore

/// Swift Testing's event stream is kept within bounds, whatever the specs record: every record of a spec's start and
/// end, and of its issues the first 100, each cut at 4 KB, and what was left out counted.
struct CappedEventStreamSpecs {
    let spec = #"Kata1Specs.AlphaSpecs\/injects()\/AlphaSpecs.swift:3:6"#
    let other = #"Kata1Specs.AlphaSpecs\/other()\/AlphaSpecs.swift:9:6"#

    func test(_ id: String, name: String) -> String {
        #"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"\#(name)"},"version":0}"#
    }

    func event(_ kind: String, _ id: String) -> String {
        #"{"kind":"event","payload":{"kind":"\#(kind)","testID":"\#(id)"},"version":0}"#
    }

    func issue(_ id: String, _ text: String, known: Bool = false) -> String {
        #"{"kind":"event","payload":{"issue":{"isKnown":\#(known)},"kind":"issueRecorded","messages":[{"symbol":"details","text":"\#(text)"}],"testID":"\#(id)"},"version":0}"#
    }

    /// The stream `lines` fed in pieces of `piece` bytes, as a pipe hands it over.
    func capped(_ lines: [String], piece: Int = 1000) -> EventStream {
        var stream = CappedEventStream()
        let data = Data(lines.map { $0 + "\n" }.joined().utf8)
        var start = 0
        while start < data.count {
            stream.append(data[start..<min(data.count, start + piece)])
            start += piece
        }
        return stream.events
    }

    @Test("Records as Swift Testing writes them are read for what the answers need, a record of another kind left out")
    func swiftTestingRecords() {
        let events = EventStream.reading(
            #"""
            {"kind":"test","payload":{"displayName":"Your test, still to be written","id":"Kata1Specs.yourTest()\/YourTest.swift:8:2","isParameterized":false,"kind":"function","name":"yourTest()","sourceLocation":{"_filePath":"\/work\/katas\/Kata1-ScarySingleton\/Tests\/YourTest.swift","column":2,"fileID":"Kata1Specs\/YourTest.swift","line":8}},"version":0}
            {"kind":"configuration","payload":{"kind":"issueRecorded","messages":[{"symbol":"details","text":"not a record of the stream"}]},"version":0}
            {"kind":"event","payload":{"instant":{"absolute":2225.6,"since1970":1796158497.8},"kind":"testStarted","messages":[],"testID":"Kata1Specs.yourTest()\/YourTest.swift:8:2"},"version":0}
            {"kind":"event","payload":{"_comments":["Write your own test here"],"_sourceLocation":{"column":17,"fileID":"Kata1Specs\/YourTest.swift","line":9},"instant":{"absolute":2225.6,"since1970":1796158497.8},"issue":{"_backtrace":[{"address":140561746443990}],"isKnown":false,"sourceLocation":{"column":17,"fileID":"Kata1Specs\/YourTest.swift","line":9}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"Write your own test here"}],"testID":"Kata1Specs.yourTest()\/YourTest.swift:8:2"},"version":0}
            {"kind":"event","payload":{"instant":{"absolute":2225.6,"since1970":1796158497.8},"kind":"testEnded","messages":[{"symbol":"fail","text":"Test \"Your test, still to be written\" failed after 0.001 seconds with 1 issue."}],"testID":"Kata1Specs.yourTest()\/YourTest.swift:8:2"},"version":0}
            """#)

        #expect(
            events.results() == [
                SpecResult(
                    kata: 1, id: "yourTest()", name: "Your test, still to be written",
                    failures: ["Write your own test here"])
            ])
        #expect(events.unfinished().isEmpty)
        #expect(events.outsideEverySpec().isEmpty)
    }

    @Test("Past 100 issues a spec, the rest are counted; known issues and records no spec needs are left out")
    func issuesPerSpec() {
        let stream =
            [test(spec, name: "injects()"), test(other, name: "other()"), event("testStarted", spec)]
            + (1...150).map { issue(spec, "failure \($0)") } + [issue(spec, "known", known: true)]
            + [event("testCaseStarted", spec), event("testEnded", spec), issue(other, "other failure")]

        let results = capped(stream).results()

        #expect(results.map(\.id) == ["AlphaSpecs/injects()", "AlphaSpecs/other()"])
        #expect(results[0].failures == (1...100).map { "failure \($0)" } + ["output cut: 50 more issues not shown"])
        #expect(
            results[1].failures == [
                "other failure",
                "The spec did not finish: the test run crashed first, often on an unowned or force-unwrapped reference to something already gone (swift test shows where)",
            ])
    }

    @Test("A message is cut at 4 KB, and a record too long to read whole still counts for its spec")
    func longMessages() {
        let long = String(repeating: "y", count: 10_000)
        let huge = "Expected " + String(repeating: "z", count: 3_000_000)
        let stream = [test(spec, name: "injects()"), issue(spec, long), issue(spec, huge), event("testEnded", spec)]

        let failures = capped(stream, piece: 65536).results().first?.failures ?? []

        #expect(failures.count == 2)
        #expect(failures.first == String(repeating: "y", count: 4096) + "… (output cut: 5 KB not shown)")
        #expect(failures.last?.hasPrefix("Expected zzz") == true)
        #expect(
            failures.last?.hasSuffix("… (output cut: 3 MB not shown)") == true, "\(failures.last?.suffix(80) ?? "")")
        #expect((failures.last?.utf8.count ?? 0) < 4200)
    }

    @Test("Of 10 MB of issues, about 1 MB is kept, and every spec's start and end")
    func boundedIssues() {
        let specs = (1...200).map { #"Kata1Specs.AlphaSpecs\/s\#($0)()\/AlphaSpecs.swift:\#($0):6"# }
        let failure = String(repeating: "w", count: 1000)
        let stream =
            specs.map { test($0, name: "s()") } + specs.map { event("testStarted", $0) }
            + specs.flatMap { id in (1...50).map { _ in issue(id, failure) } } + specs.map { event("testEnded", $0) }

        let events = capped(stream, piece: 65536)
        let results = events.results()
        let kept = events.issues.flatMap(\.messages).compactMap(\.text).map(\.utf8.count).reduce(0, +)

        #expect(kept <= 2 * CappedOutput.share, "\(kept) bytes of issues kept")
        #expect(results.count == 200)
        #expect(events.unfinished().isEmpty)
        #expect(results.allSatisfy { !$0.passed })
        #expect(results.first?.failures.count == 50, "the first 512 KB are kept whole")
        #expect(results[100].failures == ["output cut: 50 more issues not shown"])
        #expect(results.last?.failures.count == 50, "the last 512 KB are kept whole")
    }
}

extension EventStream {
    /// What the stream `lines`, one record a line, says, read as a pipe hands it over.
    static func reading(_ lines: String) -> EventStream {
        var stream = CappedEventStream()
        stream.append(Data((lines + "\n").utf8))
        return stream.events
    }
}
