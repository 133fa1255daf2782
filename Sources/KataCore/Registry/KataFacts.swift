import Foundation
import SwiftReader

/// A kata's facts, written once in its `kata.json`: what the tool, the maintainers' check and the docs all read.
package struct KataFacts: Codable, Equatable, Sendable {
    /// One step of the kata's README, named by an id that stays when steps are renumbered.
    package struct Step: Codable, Equatable, Sendable {
        /// The step's id, such as `wiring`: README steps show it, failure messages and patches name it.
        package var id: String
        /// The specs (`Suite/function()`) and probes (`Probes/Name.swift`) this step turns green.
        package var turnsGreen: [String]

        package init(id: String, turnsGreen: [String]) {
            self.id = id
            self.turnsGreen = turnsGreen
        }
    }

    /// The singleton the kata is about, as its code names it: `ScarySingleton.sharedInstance`.
    package var singleton: String
    /// The technique the kata teaches.
    package var technique: String
    /// The article the kata follows.
    package var article: String
    /// The files the learner is expected to change, relative to the kata's folder.
    package var edit: [String]
    /// The files the learner leaves as they are, each with the ``fingerprint(of:)`` of its starting content.
    package var leaveAlone: [String: String]
    /// The steps, in the README's order.
    package var steps: [Step]
    /// Specs and probes that pass from the start and must stay passing.
    package var safetyNets: [String]
    /// The rules the katas share that this kata keeps (``SharedRules``), each with the id of the step that keeps it.
    package var sharedRules: [String: String]?
    /// The kata's own rules on the learner's sources that no spec or probe can hold; each is a result, `rule <id>`, as
    /// a probe is.
    package var sourceRules: [SourceRule]?
    /// Fragments of the kata's own patterns, by name: `{name}` in a rule's pattern stands for one.
    package var patterns: [String: String]?
    /// The test the learner writes, and how the tool proves it; its result is `your test`.
    package var yourTest: YourTest?
    /// The compiler flags the kata's module is built with, beyond the package's: `Package.swift` and the probes read
    /// them (Kata 9: `-default-isolation MainActor` and approachable concurrency's upcoming features).
    package var swiftFlags: [String]?
    /// What a compiler error means for the kata's story, where the compiler alone refuses a choice the learner may
    /// weigh: each a pattern its first error may match, and the line shown under that error.
    package var diagnostics: [Diagnostic]?

    /// One compiler error the kata explains: `error` is a regular expression over the compiler's line.
    package struct Diagnostic: Codable, Equatable, Sendable {
        package var error: String
        package var means: String
    }

    /// The line that says what the compiler's error `error` means for this kata, when `diagnostics` explains it.
    package func meaning(of error: String) -> String? {
        diagnostics?.first { diagnostic in
            (try? NSRegularExpression(pattern: diagnostic.error))?.firstMatch(
                in: error, range: NSRange(location: 0, length: (error as NSString).length)) != nil
        }?.means
    }

    /// The learner's own test: the file it lives in, the code whose changes it must catch, and the real singletons it
    /// must never reach.
    package struct YourTest: Codable, Equatable, Sendable {
        /// The test file the learner writes, relative to the kata's folder.
        package var file: String
        /// The functions whose small changes the test must catch: each a file and the function's name with its
        /// first parenthesis and first argument label, if any: `viewDidLoad(`, `discount(for`.
        package var mutate: [Place]
        /// Changes that make a real singleton trap as soon as it is reached, made only in the build that proves the
        /// test (see ``Trap``).
        package var traps: [Trap]

        package struct Place: Codable, Equatable, Sendable {
            package var file: String
            package var within: String
            /// How messages name the function when `within` does not say it whole: `send(_:as:)` for `send(_`.
            package var name: String?
            /// Whether each statement is also done twice, and each two in a row swapped: for a function whose
            /// statements must each run once, in their order.
            package var twice: Bool?
            /// Changes of the kata's own, for a rule its step names that no change of every kata's reaches.
            package var also: [Operator]?

            package init(
                file: String, within: String, name: String? = nil, twice: Bool? = nil, also: [Operator]? = nil
            ) {
                self.file = file
                self.within = within
                self.name = name
                self.twice = twice
                self.also = also
            }
        }

        /// The behaviours the step [your-test] names, each with the kinds of change that break it: the proof says
        /// which of them a test leaves unpinned, and how many it pins.
        package var behaviours: [Behaviour]?

        /// Changes the proof does not make, each with why: a change no test the step asks for could catch.
        package var notAsked: [NotAsked]?

        package init(
            file: String, mutate: [Place], traps: [Trap], behaviours: [Behaviour]? = nil, notAsked: [NotAsked]? = nil
        ) {
            self.file = file
            self.mutate = mutate
            self.traps = traps
            self.behaviours = behaviours
            self.notAsked = notAsked
        }

        /// Changes the step [your-test] does not ask the learner's test to catch, chosen as a behaviour's are.
        package struct NotAsked: Codable, Equatable, Sendable, ChangeSelection {
            package var changes: [ChangeKind]
            package var `in`: [String]?
            package var at: [String]?
            /// Why no test the step asks for catches them.
            package var why: String
        }

        /// One behaviour the learner's test must pin.
        package struct Behaviour: Codable, Equatable, Sendable, ChangeSelection {
            /// How hollow tests name it: `no-one-logged-in`.
            package var id: String
            /// The behaviour, in the step's words: `with no one logged in, trips(of:) throws UserNotLoggedIn`.
            package var rule: String
            /// What a test that leaves it out never notices, after "never notice when": `no one is logged in and
            /// trips(of:) answers [] instead of throwing UserNotLoggedIn`.
            package var broken: String
            /// The kinds of change that break it, chosen as ``ChangeSelection`` says.
            package var changes: [ChangeKind]
            package var `in`: [String]?
            package var at: [String]?
        }

        /// A change the proof makes only where a kata asks for it: a kind of change whose operator is opt-in (as
        /// `kata-dev` checks), named as `kata.json` names kinds: `keep-first`, `answer-always`, `another-error`,
        /// `another-argument`, `answer-twice`, `first-only`, `asked-anyway`, `called-twice`, `by-name`, `another-string`,
        /// `made-once`, `another-end`, `another-start`, `effect-skipped`, `observation-ignored`, `kept-per-argument`,
        /// `first-time-only`, `another-entry`. What each does is its kind's.
        package struct Operator: Codable, Hashable, Sendable {
            package let kind: ChangeKind

            package init(_ kind: ChangeKind) {
                self.kind = kind
            }

            package init(from decoder: any Decoder) throws {
                kind = try decoder.singleValueContainer().decode(ChangeKind.self)
            }

            package func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(kind)
            }
        }

        /// A change to `file` that makes a real singleton trap when it is reached, in one of three forms.
        ///
        /// `in` a function (named as ``Place/within`` names one: `doSomething(`), the code `insert` goes first in its
        /// body. For a stored `property` (`shared`), its initializer becomes `initializer`, and its declaration gets
        /// the annotation `: type` when it has none. Both read the code's structure, so they hold in any layout; a
        /// property the file no longer declares at all needs no trap, and the trap is skipped. Otherwise, in a file
        /// whose text is fixed, the text `find` becomes `replace`.
        package struct Trap: Codable, Equatable, Sendable {
            package var file: String
            package var find: String?
            package var replace: String?
            package var function: String?
            package var insert: String?
            package var property: String?
            package var type: String?
            package var initializer: String?

            package enum CodingKeys: String, CodingKey {
                case file, find, replace
                case function = "in"
                case insert, property, type, initializer
            }

            package init(
                file: String, find: String? = nil, replace: String? = nil, function: String? = nil,
                insert: String? = nil, property: String? = nil, type: String? = nil, initializer: String? = nil
            ) {
                self.file = file
                self.find = find
                self.replace = replace
                self.function = function
                self.insert = insert
                self.property = property
                self.type = type
                self.initializer = initializer
            }

            /// What the trap looks for, in words: `doSomething()`, `shared`, or the text it finds.
            package var target: String {
                function.map { "\($0)\($0.hasSuffix("(") ? ")" : ":)")" } ?? property ?? find ?? ""
            }

            /// Whether `text` still declares the singleton this trap is for: false only for a `property` that is gone.
            package func isDeclared(in text: String) -> Bool {
                guard let property else { return true }
                return SwiftCode(text).declaration(property) != nil
            }

            /// `text` with the trap set, or nil when it finds nothing there to change. A property's initializer
            /// becomes `initializing(initializer, the one it had)`: by default, `initializer`.
            package func set(
                in text: String,
                initializing: (_ trapping: String, _ original: String) -> String = { trapping, _ in trapping }
            ) -> String? {
                if let function, let insert {
                    let code = SwiftCode(text)
                    guard let body = code.declaration(function)?.blocks.first else { return nil }
                    let open = code.tokens[body.open].range
                    return code.replacing(open.upperBound..<open.upperBound, with: "\n" + insert + "\n")
                }
                if let property, let initializer {
                    return Self.setting(property, to: initializer, type: type, in: SwiftCode(text), initializing)
                }
                guard let find, let replace else { return nil }
                let trapped = text.replacingOccurrences(of: find, with: replace)
                return trapped == text ? nil : trapped
            }

            /// The code with the stored property `name`'s initializer made `initializing(initializer, the one it
            /// had)`, annotated with `type` when it has no annotation; nil when it declares no such property with an
            /// initializer.
            private static func setting(
                _ name: String, to initializer: String, type: String?, in code: SwiftCode,
                _ initializing: (String, String) -> String
            ) -> String? {
                guard let declaration = code.declaration(name) else { return nil }
                let header = declaration.header
                let tokens = code.tokens
                guard let word = header.firstIndex(where: { tokens[$0].kind == .word && tokens[$0].text == name }),
                    let equals = header[word...].first(where: { tokens[$0].is("=") }), equals < header.last!
                else { return nil }
                // The initializer runs to the end of the statement, or to its observers: `{ didSet { … } }`.
                var end = declaration.range.upperBound - 1
                if let observers = declaration.blocks.last, observers.close == end, observers.open > equals + 1,
                    let first = observers.statements.first,
                    ["willSet", "didSet"].contains(tokens[first.range.lowerBound].text)
                {
                    end = observers.open - 1
                }
                let range = tokens[equals + 1].range.lowerBound..<tokens[end].range.upperBound
                var text = code.replacing(range, with: initializing(initializer, code.source(range)))
                let annotated = word + 1 < header.count && tokens[header[word + 1]].is(":")
                if let type, !annotated {
                    text = SwiftCode(text).replacing(
                        tokens[header[word]].range.upperBound..<tokens[header[word]].range.upperBound,
                        with: ": \(type)")
                }
                return text
            }
        }
    }

    package init(
        singleton: String, technique: String, article: String, edit: [String], leaveAlone: [String: String],
        steps: [Step], safetyNets: [String]
    ) {
        self.singleton = singleton
        self.technique = technique
        self.article = article
        self.edit = edit
        self.leaveAlone = leaveAlone
        self.steps = steps
        self.safetyNets = safetyNets
    }

    /// Every spec and probe that starts red: what the steps turn green.
    package var red: [String] { steps.flatMap(\.turnsGreen) }

    /// The step whose id is `id`, with its number (1 for the first).
    package func step(_ id: String) -> (number: Int, step: Step)? {
        steps.firstIndex { $0.id == id }.map { ($0 + 1, steps[$0]) }
    }

    /// A short fingerprint of a file's content (64-bit FNV-1a, carriage returns left out, so a Windows
    /// checkout matches too): what `leaveAlone` records, and what honest green compares.
    package static func fingerprint(of data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data where byte != 13 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The facts in `folder/kata.json`.
    package static func read(from folder: URL) throws -> KataFacts {
        let file = folder.appendingPathComponent("kata.json")
        do {
            return try JSONDecoder().decode(KataFacts.self, from: Data(contentsOf: file))
        } catch {
            throw KataError("\(file.path) cannot be read: \(error)", status: 1)
        }
    }
}
