import Foundation

/// A record of Swift Testing's event stream (`--event-stream-version 0`, one JSON record a line, as swift-testing's
/// `Documentation/ABI/JSON.md` describes it), with only the fields the tool reads: a test, or an event of the run. A
/// line of another kind, or one that is no such record, decodes to none, and is left out.
package enum EventRecord: Decodable {
    /// A suite or a function, which is a spec: the stream names each before the events of the run.
    case test(Test)
    /// Something that happened in the run: a test started or ended, an issue was recorded, or another event.
    case event(Event)

    /// A test suite or function.
    package struct Test: Decodable, Equatable {
        package enum Kind: String, Decodable {
            case function, suite
            /// A kind this reader does not know.
            case other

            package init(from decoder: any Decoder) throws {
                self = Self(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .other
            }
        }

        package var kind: Kind
        /// Its ID: `Kata1Specs.Suite/function()/File.swift:10:6` for a function, `Kata1Specs.Suite` for a suite.
        package var id: String
        /// Its name in the source, `function()`.
        package var name: String?
        /// The name its `@Test("…")` gives it, if any.
        package var displayName: String?
    }

    /// An event of the run.
    package struct Event: Decodable, Equatable {
        package enum Kind: String, Decodable {
            case testStarted, testEnded, testSkipped, issueRecorded
            /// Any other event: a run or a test case started or ended, a value attached, and those still to come.
            case other

            package init(from decoder: any Decoder) throws {
                self = Self(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .other
            }
        }

        package var kind: Kind
        /// The ID of the test it happened in; none for an event outside every test.
        package var testID: String?
        /// The issue recorded, for an `issueRecorded` event.
        package var issue: Issue?
        /// The event in words, as Swift Testing would show it.
        package var messages: [Message]?
    }

    /// An issue recorded.
    package struct Issue: Decodable, Equatable {
        /// Whether it is a known issue (`withKnownIssue`), which fails no spec.
        package var isKnown: Bool?
    }

    /// One line of an event in words.
    package struct Message: Codable, Equatable {
        /// What the line is: `fail` for what an expectation found, `details` for the issue's comment, among others.
        package var symbol: String?
        package var text: String?
    }

    private enum CodingKeys: String, CodingKey {
        case kind, payload
    }

    package init(from decoder: any Decoder) throws {
        let record = try decoder.container(keyedBy: CodingKeys.self)
        switch try record.decode(String.self, forKey: .kind) {
        case "test":
            self = .test(try record.decode(Test.self, forKey: .payload))
        case "event":
            self = .event(try record.decode(Event.self, forKey: .payload))
        case let kind:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: record, debugDescription: "a record of kind \(kind), which this reader leaves out")
        }
    }
}
