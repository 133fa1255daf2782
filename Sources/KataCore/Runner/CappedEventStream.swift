import Foundation

/// Swift Testing's event stream as it arrives, kept within bounds whatever the specs record.
///
/// Every record of a test, of its start and of its end is kept. Of the issues, those of the specs' own (not known
/// issues) are kept, each message cut at 4 KB, at most 100 a spec, and of those the first and the last 512 KB; every
/// other record is left out, as ``EventStream`` reads none. What is left out of a spec's issues is counted, and said in
/// one more issue of that spec.
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
    /// The records of tests, of their starts and of their ends, in order.
    private var structure: [Data] = []
    /// The issues kept: the first ones, up to ``CappedOutput/share`` bytes, and the last ones, as many bytes.
    private var head: [Data] = []
    private var headBytes = 0
    private var tail: [(test: String, record: Data)] = []
    private var tailStart = 0
    private var tailBytes = 0
    /// How many issues each spec recorded, and how many of them are not kept, by test ID (`""` outside every spec).
    private var issues: [String: Int] = [:]
    private var left: [String: Int] = [:]

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

    /// The records kept, one a line, as ``EventStream`` reads them; then, for each spec that had issues left out, an
    /// issue that says how many.
    package var text: String {
        var records = structure + head + tail[tailStart...].map(\.record)
        for (test, count) in left.sorted(by: { $0.key < $1.key }) {
            let message = "output cut: \(count) more issue\(count == 1 ? "" : "s") not shown"
            records +=
                Self.record(issue(test: test, messages: [["symbol": "details", "text": message]])).map { [$0] } ?? []
        }
        return records.map { String(decoding: $0, as: UTF8.self) + "\n" }.joined()
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
            if let payload = longIssue() { keep(payload, cut: false) }
            return
        }
        guard let record = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
            let payload = record["payload"] as? [String: Any]
        else { return }
        if record["kind"] as? String == "test" {
            structure.append(line)
            return
        }
        switch payload["kind"] as? String {
        case "testStarted", "testEnded", "testSkipped":
            structure.append(line)
        case "issueRecorded":
            keep(payload)
        default:
            break
        }
    }

    /// Keeps the issue `payload` of a spec, or counts it as left out, its messages cut to ``longestMessage`` unless
    /// they were `cut` already.
    private mutating func keep(_ payload: [String: Any], cut: Bool = true) {
        guard (payload["issue"] as? [String: Any])?["isKnown"] as? Bool != true else { return }
        let test = payload["testID"] as? String ?? ""
        issues[test, default: 0] += 1
        guard issues[test]! <= Self.issuesPerSpec else {
            left[test, default: 0] += 1
            return
        }
        let messages = (payload["messages"] as? [[String: Any]] ?? []).map { message in
            var message = message
            if cut, let text = message["text"] as? String { message["text"] = Self.cut(text) }
            return message
        }
        guard let record = Self.record(issue(test: test, messages: messages)) else { return }
        if tail.isEmpty && headBytes + record.count <= CappedOutput.share {
            head.append(record)
            headBytes += record.count
            return
        }
        tail.append((test, record))
        tailBytes += record.count
        while tailBytes > CappedOutput.share, tailStart < tail.count - 1 {
            left[tail[tailStart].test, default: 0] += 1
            tailBytes -= tail[tailStart].record.count
            tailStart += 1
        }
        if tailStart > 1024 && tailStart * 2 > tail.count {
            tail.removeFirst(tailStart)
            tailStart = 0
        }
    }

    /// The payload of an issue with `messages`, recorded by the spec `test` (`""` for none).
    private func issue(test: String, messages: [[String: Any]]) -> [String: Any] {
        var payload: [String: Any] = ["kind": "issueRecorded", "issue": ["isKnown": false], "messages": messages]
        if !test.isEmpty { payload["testID"] = test }
        return payload
    }

    /// An issue's record from a line too long to read whole, from its ends: its kind, whether it is known and its
    /// first message's start are at the front (Swift Testing sorts the keys), its test ID at the back.
    private func longIssue() -> [String: Any]? {
        let front = String(decoding: line, as: UTF8.self)
        let back = String(decoding: lineTail, as: UTF8.self)
        guard front.contains(#""kind":"issueRecorded""#), !front.contains(#""isKnown":true"#) else { return nil }
        let text = Self.string(after: #""text":""#, in: front) ?? ""
        let note = "… (output cut: \(CappedOutput.size(lineCut + lineTail.count)) not shown)"
        let message: [String: Any] = ["symbol": "details", "text": String(text.prefix(Self.longestMessage)) + note]
        return issue(test: Self.string(after: #""testID":""#, in: back) ?? "", messages: [message])
    }

    /// The JSON string that starts after `key` in `text`, decoded; as much of it as `text` holds.
    private static func string(after key: String, in text: String) -> String? {
        guard let start = text.range(of: key, options: .backwards)?.upperBound else { return nil }
        var body = Substring(text[start...].prefix(longestMessage * 2))
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
            if let decoded = try? JSONSerialization.jsonObject(with: Data(candidate.utf8), options: .fragmentsAllowed)
                as? String
            {
                return decoded
            }
        }
        return nil
    }

    /// `text` cut at ``longestMessage`` bytes, saying how much was cut.
    private static func cut(_ text: String) -> String {
        guard text.utf8.count > longestMessage else { return text }
        let kept = String(decoding: text.utf8.prefix(longestMessage), as: UTF8.self)
        return kept + "… (output cut: \(CappedOutput.size(text.utf8.count - longestMessage)) not shown)"
    }

    /// A record of `payload`, as one line of JSON.
    private static func record(_ payload: [String: Any]) -> Data? {
        try? JSONSerialization.data(withJSONObject: ["kind": "event", "payload": payload], options: [.sortedKeys])
    }
}
