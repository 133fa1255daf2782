/// What the proof of the learner's test found, as facts: whether the test holds and, when it does not, why; the
/// changes it made and caught, each change that survived and the behaviour it counts against. The proof keeps it
/// (``VerdictCache``), the learner reads it in words (``ProofWording``), and the maintainers' check reads its fields.
package enum ProofVerdict: Codable, Equatable, Sendable {
    /// The kata asks for no test of the learner's: there is nothing to prove.
    case nothingToProve
    /// Some other line of the kata fails: the test is not proven yet.
    case pending
    /// The learner's test does not build in the proof's copy of the kata: the compiler's first error.
    case doesNotBuild(String)
    /// The proof could not run, for this reason.
    case couldNotRun(String)
    /// The proof could not make a real singleton trap: the learner's code does not declare it as this trap expects.
    case cannotTrap(KataFacts.YourTest.Trap)
    /// The learner's test file has no test that runs.
    case noTest
    /// The learner's tests stopped at a trap, such as a real singleton's: the crash in words, and the tests that had
    /// started and not ended when the run stopped.
    case trapped(crash: String, running: [String])
    /// A test of the learner's fails on the learner's own code: its id and its failures.
    case fails(test: String, failures: [String])
    /// No change was made that compiles: the code the proof must change gave it nothing to change. With what the
    /// proof left unchanged there, and why.
    case nothingToChange(leftUnchanged: [String])
    /// The changes were tried: the test holds when it caught every one.
    case tried(Changes)

    /// The changes a proof tried, and what the learner's test made of them.
    package struct Changes: Codable, Equatable, Sendable {
        /// The changes that compiled, each tried: the proof's count.
        package var made: Int
        /// The changes that did not compile, so that none was tried: with ``made``, every change the proof made.
        package var notCompiled: Int
        /// What the proof left unchanged in the code it changes, and why (``Mutant/leftUnchanged(for:in:)``).
        package var leftUnchanged: [String]
        /// What the changes came to for each behaviour the step names, with the changes that survived.
        package var behaviours: BehaviourTally

        package init(made: Int, notCompiled: Int, leftUnchanged: [String], behaviours: BehaviourTally) {
            self.made = made
            self.notCompiled = notCompiled
            self.leftUnchanged = leftUnchanged
            self.behaviours = behaviours
        }

        /// The changes the learner's test still passes, in the order the proof tried them within each behaviour.
        package var survivors: [Survivor] { behaviours.unpinned.flatMap(\.survivors) + behaviours.unnamed }

        /// The changes the learner's test fails on.
        package var caught: Int { made - survivors.count }
    }

    /// A change that the learner's test still passes, in words and by place.
    package struct Survivor: Codable, Equatable, Sendable {
        /// The change in words: `with \`return\` taken out of \`viewDidLoad()\``.
        package var change: String
        /// The file it changes, relative to the kata's folder.
        package var file: String
        package var line: Int

        package init(change: String, file: String, line: Int) {
            self.change = change
            self.file = file
            self.line = line
        }
    }

    /// Whether the learner's test holds: every change was caught (or there was nothing to prove).
    package var passed: Bool {
        switch self {
        case .nothingToProve: return true
        case .tried(let changes): return changes.survivors.isEmpty
        default: return false
        }
    }

    /// The step of the README the proof's own words send the learner back to, by id: [your-test], when the test must
    /// pin more or the code must keep what the proof changes or traps; nil when it holds, or fails for another reason
    /// (a trap's message, which the kata writes, names the steps it sends the learner to itself).
    package var step: String? {
        switch self {
        case .cannotTrap, .nothingToChange: return Self.yourTestStep
        case .tried(let changes): return changes.survivors.isEmpty ? nil : Self.yourTestStep
        default: return nil
        }
    }

    /// The id of the README step that asks for the learner's test.
    package static let yourTestStep = "your-test"

    /// The changes tried, when the proof came as far as trying them.
    package var changes: Changes? {
        guard case .tried(let changes) = self else { return nil }
        return changes
    }
}
