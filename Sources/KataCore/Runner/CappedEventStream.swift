import Foundation

/// Swift Testing's event stream as it arrives, each line decoded to an ``EventRecord`` once, and kept within bounds
/// whatever the specs record.
///
/// Every test, and every event of a test's start and of its end, is kept. Of the issues, those of the specs' own (not
/// known issues) are kept, each message cut at 4 KB, at most 100 a spec, and of those the first and the last 512 KB,
/// each counted as the size of its record with only what is kept; every other record is left out, as ``EventStream``
/// reads none. What is left out of a spec's issues is counted, for ``EventStream`` to say in one more failure of that
/// spec.
package struct CappedEventStream {
    package static let longestMessage = 4096
    package static let issuesPerSpec = 100
    /// The longest line read whole; of a longer one, its first and last 16 KB are read.
    private static let longestLine = 64 * 1024
    private static let lineEnds = 16 * 1024

    /// The line being read, or its first bytes when it is too long.
    private var line = Data()
    /// Whether the line being read is too long to read whole; then its last bytes, and how many between were dropped.
    private var long = false
    private var lineTail = Data()
    private var lineCut = 0
    private let decoder = JSONDecoder()
    /// Writes an issue kept as the stream's record of it, with only what is kept: its size is what it counts for.
    private let encoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()
    /// The tests, and the events of their starts and of their ends, in order.
    private var structure = EventStream()
    /// The issues kept: the first ones, up to ``CappedOutput/share`` bytes, and the last ones, as many bytes.
    private var head: [EventStream.Issue] = []
    private var headBytes = 0
    private var tail: [(issue: EventStream.Issue, bytes: Int)] = []
    private var tailStart = 0
    private var tailBytes = 0
    /// How many issues each spec recorded, and how many of them are not kept, by test ID (nil outside every spec).
    private var issues: [String?: Int] = [:]
    private var left: [String?: Int] = [:]

    /// Takes the next bytes of the stream.
    package mutating func append(_ bytes: Data) {
        var rest = bytes[...]
        while !rest.isEmpty {
            let end = rest.firstNewline()
            take(rest[..<(end ?? rest.endIndex)])
            guard let end else { return }
            finishLine()
            rest = rest[(end + 1)...]
        }
    }

    /// What the records kept say: every test and every start and end, the issues kept, and how many of each spec's
    /// issues were left out.
    package var events: EventStream {
        var events = structure
        events.issues = head + tail[tailStart...].map(\.issue)
        events.left = left
        return events
    }

    /// Adds `part` to the line being read, keeping only its ends once it is too long.
    private mutating func take(_ part: Data.SubSequence) {
        if !long && line.count + part.count <= Self.longestLine {
            line.append(contentsOf: part)
            return
        }
        if long {
            lineTail.append(contentsOf: part)
        } else {
            let whole = line + part
            line = Data(whole.prefix(Self.lineEnds))
            lineTail = Data(whole.dropFirst(Self.lineEnds))
            long = true
        }
        if lineTail.count > 2 * Self.lineEnds {
            lineCut += lineTail.count - Self.lineEnds
            lineTail = Data(lineTail.suffix(Self.lineEnds))
        }
    }

    /// Keeps the line just read, if it is a record to keep.
    private mutating func finishLine() {
        defer {
            line.removeAll(keepingCapacity: true)
            (long, lineTail, lineCut) = (false, Data(), 0)
        }
        guard !long else {
            if let issue = longIssue() { keep(issue) }
            return
        }
        switch try? decoder.decode(EventRecord.self, from: line) {
        case .test(let test):
            structure.tests.append(test)
        case .event(let event) where [.testStarted, .testEnded, .testSkipped].contains(event.kind):
            structure.startsAndEnds.append(event)
        case .event(let event) where event.kind == .issueRecorded && event.issue?.isKnown != true:
            let messages = (event.messages ?? []).map { message in
                var message = message
                message.text = message.text.map(Self.cut)
                return message
            }
            keep(EventStream.Issue(test: event.testID.flatMap { $0.isEmpty ? nil : $0 }, messages: messages))
        default:
            break
        }
    }

    /// Keeps `issue` of a spec, or counts it as left out.
    private mutating func keep(_ issue: EventStream.Issue) {
        issues[issue.test, default: 0] += 1
        guard issues[issue.test]! <= Self.issuesPerSpec else {
            left[issue.test, default: 0] += 1
            return
        }
        let bytes = size(of: issue)
        if tail.isEmpty && headBytes + bytes <= CappedOutput.share {
            head.append(issue)
            headBytes += bytes
            return
        }
        tail.append((issue, bytes))
        tailBytes += bytes
        while tailBytes > CappedOutput.share, tailStart < tail.count - 1 {
            left[tail[tailStart].issue.test, default: 0] += 1
            tailBytes -= tail[tailStart].bytes
            tailStart += 1
        }
        if tailStart > 1024 && tailStart * 2 > tail.count {
            tail.removeFirst(tailStart)
            tailStart = 0
        }
    }

    /// The bytes that `issue` counts for: the size of the stream's record of it, as one line of JSON, with only what
    /// is kept.
    private func size(of issue: EventStream.Issue) -> Int {
        struct Record: Encodable {
            struct Payload: Encodable {
                let issue = ["isKnown": false]
                let kind = "issueRecorded"
                let messages: [EventRecord.Message]
                let testID: String?
            }
            let kind = "event"
            let payload: Payload
        }
        let record = Record(payload: Record.Payload(messages: issue.messages, testID: issue.test))
        return (try? encoder.encode(record).count) ?? 0
    }

    /// An issue from a line too long to read whole, from its ends: its kind, whether it is known and its first
    /// message's start are at the front (Swift Testing sorts the keys), its test ID at the back.
    private func longIssue() -> EventStream.Issue? {
        let front = String(decoding: line, as: UTF8.self)
        let back = String(decoding: lineTail, as: UTF8.self)
        guard front.contains(#""kind":"issueRecorded""#), !front.contains(#""isKnown":true"#) else { return nil }
        let text = string(after: #""text":""#, in: front) ?? ""
        let note = "… (output cut: \(CappedOutput.size(lineCut + lineTail.count)) not shown)"
        let message = EventRecord.Message(symbol: "details", text: String(text.prefix(Self.longestMessage)) + note)
        let test = string(after: #""testID":""#, in: back) ?? ""
        return EventStream.Issue(test: test.isEmpty ? nil : test, messages: [message])
    }

    /// The JSON string that starts after `key` in `text`, decoded; as much of it as `text` holds.
    private func string(after key: String, in text: String) -> String? {
        guard let start = text.range(of: key, options: .backwards)?.upperBound else { return nil }
        var body = Substring(text[start...].prefix(Self.longestMessage * 2))
        var escaped = false
        if let end = body.firstIndex(where: { character in
            defer { escaped = !escaped && character == "\\" }
            return character == "\"" && !escaped
        }) {
            body = body[..<end]
        }
        // A string cut short may end inside an escape: drop its last characters until it reads.
        for drop in 0..<8 where drop <= body.count {
            let candidate = "\"" + body.dropLast(drop) + "\""
            if let decoded = try? decoder.decode(String.self, from: Data(candidate.utf8)) { return decoded }
        }
        return nil
    }

    /// `text` cut at ``longestMessage`` bytes, saying how much was cut.
    private static func cut(_ text: String) -> String {
        guard text.utf8.count > longestMessage else { return text }
        let kept = String(decoding: text.utf8.prefix(longestMessage), as: UTF8.self)
        return kept + "… (output cut: \(CappedOutput.size(text.utf8.count - longestMessage)) not shown)"
    }
}
