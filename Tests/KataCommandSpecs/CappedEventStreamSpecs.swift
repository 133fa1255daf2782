import Foundation
import Testing

@testable import KataCommand
@testable import KataCore
@testable import KataDev

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
    func capped(_ lines: [String], piece: Int = 1000) -> String {
        var stream = CappedEventStream()
        let data = Data(lines.map { $0 + "\n" }.joined().utf8)
        var start = 0
        while start < data.count {
            stream.append(data[start..<min(data.count, start + piece)])
            start += piece
        }
        return stream.text
    }

    @Test("Past 100 issues a spec, the rest are counted; known issues and records no spec needs are left out")
    func issuesPerSpec() {
        let stream =
            [test(spec, name: "injects()"), test(other, name: "other()"), event("testStarted", spec)]
            + (1...150).map { issue(spec, "failure \($0)") } + [issue(spec, "known", known: true)]
            + [event("testCaseStarted", spec), event("testEnded", spec), issue(other, "other failure")]

        let results = EventStream.results(capped(stream))

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

        let failures = EventStream.results(capped(stream, piece: 65536)).first?.failures ?? []

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

        let text = capped(stream, piece: 65536)
        let results = EventStream.results(text)

        #expect(text.utf8.count < 1_200_000 + 200 * 400)
        #expect(results.count == 200)
        #expect(EventStream.unfinished(text).isEmpty)
        #expect(results.allSatisfy { !$0.passed })
        #expect(results.first?.failures.count == 50, "the first 512 KB are kept whole")
        #expect(results[100].failures == ["output cut: 50 more issues not shown"])
        #expect(results.last?.failures.count == 50, "the last 512 KB are kept whole")
    }
}
