import Foundation

/// Reads Swift Testing's event stream (JSON Lines, version 0): which specs ran, and what their issues said.
package enum EventStream {
    /// The katas' specs that the stream names, in the order it names them, each with its failures.
    /// - Parameter crash: What stopped the run before its end, if it crashed: each spec that did not finish says so.
    package static func results(_ stream: String, crash: Crash? = nil) -> [SpecResult] {
        specs(stream, crash: crash).map(\.result).filter { $0.kata > 0 }
    }

    /// Every spec that the stream names, of any module, each with its module: a kata's specs carry the kata's
    /// number, other modules' specs the number 0.
    package static func specs(_ stream: String, crash: Crash? = nil) -> [(module: String, result: SpecResult)] {
        var specs: [(id: String, module: String, kata: Int, spec: String, name: String)] = []
        var failures: [String: [String]] = [:]
        var finished: Set<String> = []
        for (record, payload) in records(stream) {
            let kind = payload["kind"] as? String
            if record["kind"] as? String == "test" {
                guard kind == "function", let id = payload["id"] as? String, let (module, spec) = spec(id) else {
                    continue
                }
                let name = payload["displayName"] as? String ?? payload["name"] as? String ?? spec
                specs.append((id, module, kata(module), spec, name))
                continue
            }
            guard let test = payload["testID"] as? String else { continue }
            switch kind {
            case "issueRecorded":
                let issue = payload["issue"] as? [String: Any]
                guard issue?["isKnown"] as? Bool != true else { continue }
                failures[test, default: []].append(message(payload["messages"] as? [[String: Any]] ?? []))
            case "testEnded", "testSkipped":
                finished.insert(test)
            default:
                break
            }
        }
        return specs.map { spec in
            var messages = failures[spec.id] ?? []
            if !finished.contains(spec.id) {
                messages.append(
                    crash.map { "The spec did not finish: the test run stopped on \($0.description)" }
                        ?? "The spec did not finish: the test run crashed first, often on an unowned or force-unwrapped reference to something already gone (swift test shows where)"
                )
            }
            return (
                spec.module, SpecResult(kata: spec.kata, id: spec.spec, name: spec.name, failures: messages)
            )
        }
    }

    /// What the issues recorded outside every spec said: a trait or helper ran a spec's code in a task of its own,
    /// where Swift Testing cannot tell which spec it belongs to, and the spec itself passes.
    package static func outsideEverySpec(_ stream: String) -> [String] {
        records(stream).compactMap { _, payload in
            guard payload["kind"] as? String == "issueRecorded", payload["testID"] == nil,
                (payload["issue"] as? [String: Any])?["isKnown"] as? Bool != true
            else { return nil }
            return message(payload["messages"] as? [[String: Any]] ?? [])
        }
    }

    /// The specs (`Suite/function()`) that the stream shows started and not ended, in the order they started.
    package static func unfinished(_ stream: String) -> [String] {
        var started: [String] = []
        var ended: Set<String> = []
        for (_, payload) in records(stream) {
            guard let test = payload["testID"] as? String else { continue }
            switch payload["kind"] as? String {
            case "testStarted": started.append(test)
            case "testEnded", "testSkipped": ended.insert(test)
            default: break
            }
        }
        return started.filter { !ended.contains($0) && $0.contains("(") }.compactMap { spec($0)?.1 }
    }

    /// Each line of the stream as a record and its payload; lines that are neither are left out.
    private static func records(_ stream: String) -> [(record: [String: Any], payload: [String: Any])] {
        stream.split(separator: "\n").compactMap { line in
            guard let record = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let payload = record["payload"] as? [String: Any]
            else { return nil }
            return (record, payload)
        }
    }

    /// The module and `Suite/function()` in an ID such as `Kata1Specs.Suite/function()/File.swift:10:6`.
    private static func spec(_ id: String) -> (String, String)? {
        var parts = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.count > 1, parts.last!.contains(".swift:") { parts.removeLast() }
        let path = parts.joined(separator: "/")
        let module = path.prefix { $0 != "." && $0 != "/" }
        guard path.count > module.count else { return nil }
        return (String(module), String(path.dropFirst(module.count + 1)))
    }

    /// The kata's number for a module such as `Kata1Specs`, or 0 for a module of no kata.
    private static func kata(_ module: String) -> Int {
        guard module.hasPrefix("Kata"), module.hasSuffix("Specs") else { return 0 }
        return Int(module.dropFirst(4).dropLast(5)) ?? 0
    }

    /// An issue's own comment when it has one, or else what the expectation found. A source comment above the
    /// expectation (`// 3️⃣ assert`) is for the spec's reader, not the learner, and is left out.
    private static func message(_ messages: [[String: Any]]) -> String {
        let texts = { (symbol: String) in
            messages.filter { $0["symbol"] as? String == symbol }.compactMap { $0["text"] as? String }
                .filter { !$0.hasPrefix("//") }
        }
        let details = texts("details")
        return details.isEmpty ? texts("fail").joined(separator: " ") : details.joined(separator: " ")
    }
}
