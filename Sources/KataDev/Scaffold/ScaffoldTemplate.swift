import KataCommand
import KataCore

/// The starting text of every file a new kata gets: a user of a singleton, one red spec and one safety net.
package struct ScaffoldTemplate {
    package let number: Int
    /// The singleton's type.
    package let name: String
    /// The type under test, which reaches for the singleton: `<name>User` unless its author names it.
    package let client: String
    /// `Package.swift` when the kata gets the package of its own that the katas share (a file to leave alone).
    package var ownPackage: [String] = []

    /// The files the kata's learner leaves as they are.
    package var leftAlone: [String] {
        ["Sources/\(name).swift", "Tests/\(client)Specs.swift", "Tests/Judged.swift"] + ownPackage
    }

    /// The rules the katas share that a new kata keeps, each with the step that keeps it.
    package static let sharedRules = [
        "no-promises": "hand-in", "no-static-state": "hand-in", "no-test-doubles": "hand-in",
        "same-under-test": "hand-in", "wiring-keeps-nothing": "hand-in", "your-test-runs-in-parallel": "your-test",
    ]

    /// A row of the Specs table for each shared rule: a safety net, green from the start.
    private var sharedRuleRows: String {
        Self.sharedRules.keys.sorted().map { id in
            let sentence = SharedRules.all[id]?.rule.replacingOccurrences(of: "{types}", with: name) ?? id
            return "| \(sentence) | `rule \(id)` | safety net | stays green |"
        }
        .joined(separator: "\n")
    }

    package var singleton: String {
        """
        import Foundation

        /// The legacy singleton of the story: everything reaches it through `\(name).shared`. It stays as it is.
        final class \(name): @unchecked Sendable {
            /// The one instance the app shares.
            static let shared = \(name)()

            private let lock = NSLock()
            private var count = 0

            /// How many calls this instance has recorded.
            var recorded: Int { lock.withLock { count } }

            /// Records one call: in the app, slow work with side effects.
            func record() {
                lock.withLock { count += 1 }
            }
        }

        """
    }

    package var user: String {
        """
        /// The code under test: it reaches for the singleton itself.
        struct \(client) {
            /// Does its work, and records it with the singleton.
            func work() {
                \(name).shared.record()  // 👈 hidden dependency
            }
        }

        """
    }

    package var wiringSpot: String {
        """
        @testable import Kata\(number)

        /// Where the specs get their subject: at the start, a user that still reaches for `\(name).shared`.
        func makeUser(using handedIn: \(name)) -> \(client) {
            \(client)()
        }

        """
    }

    package var specs: String {
        """
        import Testing

        @testable import Kata\(number)

        /// What `\(client)` does once whoever makes it can hand it the singleton.
        struct \(client)Specs {
            /// A singleton of this spec's own, apart from the shared one.
            let handedIn = \(name)()

            @Test("work() records with the singleton handed in, once")
            func workRecordsWithTheSingletonHandedIn() {
                makeUser(using: handedIn).work()

                #expect(
                    handedIn.recorded == 1,
                    "The singleton handed in recorded \\(handedIn.recorded) calls instead of 1: the user still reaches for \(name).shared, or the wiring spot does not hand it in (README step [hand-in])"
                )
            }

            @Test("\(client)() still records with the shared instance")
            func productionUserRecordsWithTheSharedInstance() {
                let before = \(name).shared.recorded

                \(client)().work()

                #expect(
                    \(name).shared.recorded > before,
                    "\(client)() no longer records with \(name).shared: the app would lose its records (README step [hand-in])"
                )
            }
        }

        """
    }

    package var readme: String {
        """
        # Kata \(number): \(name).shared → constructor injection with a default

        Run `swift run kata watch \(number)` (or `swift test --filter Kata\(number)Specs`): one spec fails until you refactor.

        ## Story

        `\(client)` records its work with `\(name)`, a legacy singleton that the whole app reaches through
        `\(name).shared`. The one firm rule: **`\(name).swift` stays exactly as it is.**

        ## Smell

        ```swift
        func work() {
            \(name).shared.record()  // 👈 hidden dependency
        }
        ```

        First, a test sees what `work()` recorded only on the shared instance, which every test shares.
        Second, every test that calls `work()` does the real, slow work.

        ## Goal

        Make `\(client)` testable with a singleton of the test's own, while the app keeps writing `\(client)()`
        and keeps recording with the shared instance.

        ## Steps

        1. [hand-in] **A test can hand in its own singleton.** Whoever makes a `\(client)` can give it the
           `\(name)` it records with, and `\(client)()` still means the shared instance; `makeUser(using:)` in
           `Tests/WiringSpot.swift` hands in the one it is given. Turns the red spec green.
        2. [your-test] **Your test.** In `Tests/YourTest.swift`, pin that `work()` records once with the
           singleton it was handed. The tool proves it once all else is green: it must pass on your code, fail
           when `work()` loses a line, and never record with the shared instance. Turns `yourTest()` and
           `your test` green.

        Run `swift run kata` after each step: every failure message names the step that fixes it. Stuck?
        The [hints](HINTS.md) go from a nudge to nearly the code; `swift run kata hint \(number)` reveals one
        at a time.

        ## Constraints

        - Leave these as they are: \(leftAlone.map { "`\($0)`" }.joined(separator: ", ")).
        - Change `Sources/\(client).swift`, `Tests/WiringSpot.swift` and `Tests/YourTest.swift`.

        ## Specs

        One spec starts red, and so does your test; one spec is a safety net that must stay green.

        | Spec | Function | At the start | Turned green by |
        | --- | --- | --- | --- |
        | work() records with the singleton handed in, once | `\(client)Specs/workRecordsWithTheSingletonHandedIn()` | red | step [hand-in] |
        | \(client)() still records with the shared instance | `\(client)Specs/productionUserRecordsWithTheSharedInstance()` | safety net | stays green |
        | Your test, still to be written | `yourTest()` | red | step [your-test] |
        | Your test pins what work() does, with a singleton of its own: the tool proves it, and keeps its verdict for `swift test` | `your test`, `judgedByTheKataCommand()` | red | step [your-test] |
        \(sharedRuleRows)

        ## Stretch

        - Which callers of `\(client)()` would a test never notice, and what would they record with?

        """
    }

    package var hints: String {
        """
        # Kata \(number): hints

        `swift run kata hint \(number)` shows one hint at a time, so you do not read the last one by accident.

        ## Hint 1: a nudge

        `\(client)` cannot be handed a singleton it never stores. Where could it keep one?

        ## Hint 2: the idea

        A stored property for the `\(name)`, and an initializer that takes it, with `.shared` as its default.

        ## Hint 3: nearly the code

        ```swift
        init(singleton: \(name) = .shared) {
            self.singleton = singleton
        }
        ```

        ## Hint 4: your test

        A function marked `@Test` that hands a `\(name)()` of its own through the wiring spot, calls `work()`,
        and checks with `#expect` how many calls that singleton recorded.

        """
    }

    /// The learner's test file as the kata starts: one test that says what to pin.
    package var yourTest: String {
        """
        import Testing

        @testable import Kata\(number)

        // ✏️ Your test: the test you write in this kata (README step [your-test]).

        @Test("Your test, still to be written") func yourTest() {
            Issue.record(
                "Write your own test here: work() records once with the singleton it was handed (README step [your-test])"
            )
        }

        """
    }

    /// The reference solution's own test: through the wiring spot, so every alternative's seam fits it.
    package var solvedYourTest: String {
        """
        import Testing

        @testable import Kata\(number)

        // ✏️ Your test: the test you write in this kata (README step [your-test]).

        @Test("work() records once with the singleton it was handed")
        func workRecordsOnce() {
            let handedIn = \(name)()

            makeUser(using: handedIn).work()

            #expect(handedIn.recorded == 1)
        }

        """
    }

    /// What the proof's copy of the singleton does when the shared instance records: it stops the run.
    package var trap: KataFacts.YourTest.Trap {
        let stop =
            "        if self === \(name).shared {\n"
            + "            fatalError(\"Your test recorded with \(name).shared, the real singleton: hand in one of its own "
            + "(README step [your-test])\")\n"
            + "        }"
        return KataFacts.YourTest.Trap(file: "Sources/\(name).swift", function: "record(", insert: stop)
    }

    package var solutionReadme: String {
        """
        # Kata \(number), solved: constructor injection with a default

        ```mermaid
        flowchart LR
            subgraph Before
                U1[\(client)] -->|"work() reaches for"| S1[\(name).shared]
            end
            subgraph After
                App["the app: \(client)()"] -->|"the default: the shared instance"| U2[\(client)]
                Wiring["the wiring spot"] -->|"hands in its own \(name)"| U2
            end
        ```

        ## Walkthrough

        `\(client)` keeps the `\(name)` it is given; `init(singleton:)` defaults to `.shared`, so the app does not
        notice, and the wiring spot hands in the specs' own instance.

        """
    }

    package var solvedUser: String {
        """
        /// The code under test: it records with the singleton it is handed, the shared one unless told otherwise.
        struct \(client) {
            private let singleton: \(name)

            /// Makes a user that records with `singleton`; the app's `\(client)()` keeps the shared instance.
            init(singleton: \(name) = .shared) {
                self.singleton = singleton
            }

            /// Does its work, and records it with the singleton it was handed.
            func work() {
                singleton.record()
            }
        }

        """
    }

    /// `Tests/Judged.swift`, the same in every kata: the plain path's spec, which reads the judgement the `kata`
    /// command keeps (``KeptJudgement``).
    package static let judged = """
        // Leave this file as it is. `swift test` runs the specs alone; `swift run kata` also checks the source rules and the
        // probes and proves your test, and keeps its judgement for your files. This spec passes once that judgement says the
        // kata is done for your files as they are now: until then, its one line says what is left and which command judges it.

        import KeptVerdict
        import Testing

        @Test("Judged done by swift run kata, for the files as they are now") func judgedByTheKataCommand() {
            if let line = notJudgedDone() { Issue.record(Comment(rawValue: line)) }
        }

        """

    package var solvedWiringSpot: String {
        """
        @testable import Kata\(number)

        /// Where the specs get their subject: a user that records with the singleton handed in.
        func makeUser(using handedIn: \(name)) -> \(client) {
            \(client)(singleton: handedIn)
        }

        """
    }
}
