import KataCore
import SwiftReader

/// One way the proof changes the learner's code, and what the proof does with its changes: the kinds it makes
/// (``ChangeKind``), whether a kata asks for it in `also`, and how the proof treats a change of it that does not
/// compile. The survey (``Mutant/survey(of:file:within:twice:singletons:build:typeAliases:also:)``) hands it each
/// statement it walks, each token of a statement's own, and the declaration whole, in the order ``Operators/all``
/// lists the operators; an operator changes what it is handed through ``ChangeFinder/add(_:_:_:_:order:)``.
protocol ChangeOperator: Sendable {
    /// The kinds of change it makes.
    var kinds: [ChangeKind] { get }
    /// Whether it changes the code only where a kata names one of its kinds in ``KataFacts/YourTest/Place/also``.
    var optIn: Bool { get }
    /// Whether it changes the code only where a place asks for each statement done twice
    /// (``KataFacts/YourTest/Place/twice``).
    var onlyTwice: Bool { get }
    /// Whether its changes are guesses at a type, so that one the switch could not build is dropped rather than built
    /// on its own and counted as a change that did not compile.
    var guesses: Bool { get }
    /// The kinds of its changes that may take out a body's `return` or `throw`: the compiler blames such a change at
    /// the body's end, not where it is.
    var mayTakeOutExit: Set<ChangeKind> { get }

    /// Changes `statement`, outside its blocks; `whole` is false for the one statement of a call's closure, which
    /// goes or runs twice with the call.
    func change(_ statement: SwiftCode.Statement, shown: ChangeFinder.Shown, whole: Bool, in finder: inout ChangeFinder)
    /// Changes the token at `index`, one of a statement's own that is not a `case` label.
    func change(token index: Int, shown: ChangeFinder.Shown, in finder: inout ChangeFinder)
    /// Changes the function or property `declaration` as a whole, after its statements.
    func change(declaration: SwiftCode.Statement, in finder: inout ChangeFinder)
}

extension ChangeOperator {
    var optIn: Bool { false }
    var onlyTwice: Bool { false }
    var guesses: Bool { false }
    var mayTakeOutExit: Set<ChangeKind> { [] }
    func change(_ statement: SwiftCode.Statement, shown: ChangeFinder.Shown, whole: Bool, in finder: inout ChangeFinder)
    {}
    func change(token index: Int, shown: ChangeFinder.Shown, in finder: inout ChangeFinder) {}
    func change(declaration: SwiftCode.Statement, in finder: inout ChangeFinder) {}
}

extension ChangeKind {
    /// The operators that make changes of this kind.
    private var operators: [any ChangeOperator] { Operators.all.filter { $0.kinds.contains(self) } }

    /// Whether a kata asks for changes of this kind in ``KataFacts/YourTest/Place/also``: its operators are opt-in.
    package var isOptIn: Bool { !operators.isEmpty && operators.allSatisfy(\.optIn) }

    /// Whether a change of this kind is a guess at a type, which the proof drops when it does not compile rather than
    /// build it on its own and count it among the changes that did not compile.
    package var isGuess: Bool { operators.contains(where: \.guesses) }

    /// Whether a change of this kind may take out a body's `return` or `throw`, which the compiler blames at the
    /// body's end (``Mutant/removesExit(from:)``).
    package var mayTakeOutExit: Bool { operators.contains { $0.mayTakeOutExit.contains(self) } }
}
