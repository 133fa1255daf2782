import Foundation

/// What Swift Testing's event stream said, as ``CappedEventStream`` kept it from its records: which specs ran, which
/// of them finished, and what their issues said.
package struct EventStream {
    /// An issue kept: the spec it belongs to, and its messages.
    package struct Issue: Equatable {
        /// The spec's test ID; nil for an issue recorded outside every spec.
        package var test: String?
        package var messages: [EventRecord.Message]
    }

    /// Every test the stream named, suites and functions, in order.
    package var tests: [EventRecord.Test] = []
    /// The events of tests starting, ending and being skipped, in order.
    package var startsAndEnds: [EventRecord.Event] = []
    /// The issues kept of the specs' own (not known issues), in order.
    package var issues: [Issue] = []
    /// How many of each spec's issues were left out, by its test ID (nil outside every spec).
    package var left: [String?: Int] = [:]

    /// The katas' specs that the stream names, in the order it names them, each with its failures.
    /// - Parameter crash: What stopped the run before its end, if it crashed: each spec that did not finish says so.
    package func results(crash: Crash? = nil) -> [SpecResult] {
        specs(crash: crash).map(\.result).filter { $0.kata > 0 }
    }

    /// Every spec that the stream names, of any module, each with its module: a kata's specs carry the kata's
    /// number, other modules' specs the number 0.
    package func specs(crash: Crash? = nil) -> [(module: String, result: SpecResult)] {
        var failures: [String: [String]] = [:]
        for issue in issues {
            guard let test = issue.test else { continue }
            failures[test, default: []].append(Self.message(issue.messages))
        }
        for case (let test?, let count) in left { failures[test, default: []].append(Self.cut(count)) }
        let finished = Set(startsAndEnds.filter { $0.kind != .testStarted }.compactMap(\.testID))
        return tests.compactMap { test in
            guard test.kind == .function, let (module, spec) = Self.spec(test.id) else { return nil }
            var messages = failures[test.id] ?? []
            if !finished.contains(test.id) {
                messages.append(
                    crash.map { "The spec did not finish: the test run stopped on \($0.description)" }
                        ?? "The spec did not finish: the test run crashed first, often on an unowned or force-unwrapped reference to something already gone (swift test shows where)"
                )
            }
            let name = test.displayName ?? test.name ?? spec
            return (module, SpecResult(kata: Self.kata(module), id: spec, name: name, failures: messages))
        }
    }

    /// What the issues recorded outside every spec said: a trait or helper ran a spec's code in a task of its own,
    /// where Swift Testing cannot tell which spec it belongs to, and the spec itself passes.
    package func outsideEverySpec() -> [String] {
        issues.filter { $0.test == nil }.map { Self.message($0.messages) } + (left[nil].map { [Self.cut($0)] } ?? [])
    }

    /// The specs (`Suite/function()`) that the stream shows started and not ended, in the order they started.
    package func unfinished() -> [String] {
        let started = startsAndEnds.filter { $0.kind == .testStarted }.compactMap(\.testID)
        let ended = Set(startsAndEnds.filter { $0.kind != .testStarted }.compactMap(\.testID))
        return started.filter { !ended.contains($0) && $0.contains("(") }.compactMap { Self.spec($0)?.1 }
    }

    /// What is said in place of `count` issues of a spec left out.
    private static func cut(_ count: Int) -> String {
        "output cut: \(count) more issue\(count == 1 ? "" : "s") not shown"
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
    private static func message(_ messages: [EventRecord.Message]) -> String {
        let texts = { (symbol: String) in
            messages.filter { $0.symbol == symbol }.compactMap(\.text).filter { !$0.hasPrefix("//") }
        }
        let details = texts("details")
        return details.isEmpty ? texts("fail").joined(separator: " ") : details.joined(separator: " ")
    }
}
