/// The kinds of small change the proof makes to the code a learner's test pins, as `kata.json` names them where it
/// says which changes break a behaviour (``KataFacts/YourTest/Behaviour``). The operators that make each kind, and
/// whether a kata asks for it in `also`, are listed in ``Operators/all``.
package enum ChangeKind: String, Codable, Equatable, Sendable, CaseIterable {
    /// A statement deleted that is not an assignment: `without `worker.doSomething()``.
    case deleted
    /// An assignment deleted: `without `worker.value = 42``.
    case setDeleted = "set-deleted"
    /// An early exit deleted: a `guard` or an `if` that only returns or throws.
    case exitDeleted = "exit-deleted"
    /// A statement that is not an assignment done twice.
    case twice
    /// An assignment done twice.
    case setTwice = "set-twice"
    /// Two statements that follow each other swapped.
    case swapped
    /// A `!` taken away.
    case negationDropped = "negation-dropped"
    /// A comparison turned round or made strict or loose: `<` made `>=` or `<=`.
    case comparison
    /// `&&` made `||`, and `||` made `&&`.
    case andOr = "and-or"
    /// A number moved by one or made zero.
    case number
    /// `true` made `false`, or `false` made `true`.
    case boolean
    /// A plain string made `""`.
    case emptyString = "empty-string"
    /// A string's interpolations taken out: `"item: \(item)"` made `"item: "`.
    case interpolationDropped = "interpolation-dropped"
    /// A property holding a singleton read as the shared one, then as a new one: the code asks another one.
    case anotherInstance = "another-instance"
    /// A `catch` clause taken away, so the error goes on.
    case catchDropped = "catch-dropped"
    /// One condition of several dropped.
    case conditionDropped = "condition-dropped"
    /// The conditions of an `if` or a `guard` forced `true`, where that skips no `throw`.
    case conditionTrue = "condition-true"
    /// The conditions of an `if` or a `while` forced `false`, where that skips no `throw`.
    case conditionFalse = "condition-false"
    /// A choice `c ? a : b` made to give one answer.
    case choice
    /// An answer made `nil` or `0`.
    case emptyAnswer = "empty-answer"
    /// A whole body replaced by its empty answer, or by nothing.
    case emptyBody = "empty-body"
    /// A `throw` made a `return` of the function's empty answer, or a condition forced so that no `throw` under it
    /// runs: the caller gets an answer instead of an error.
    case noThrow = "no-throw"
    /// An assignment into a subscript made to keep the value already there (a kata's own, `also`).
    case keepFirst = "keep-first"
    /// An optional `String` answer given a constant where it has none (a kata's own, `also`).
    case answerAlways = "answer-always"
    /// A `throw` made to throw another error, `CancellationError()` (a kata's own, `also`).
    case anotherError = "another-error"
    /// A name passed to a call made another name of the function's, as it is or unwrapped (a kata's own, `also`).
    case anotherArgument = "another-argument"
    /// An array answer given twice over, `(x) + (x)` (a kata's own, `also`).
    case answerTwice = "answer-twice"
    /// A `for … in` loop made to stop after its first element, `break` at the end of its body (a kata's own, `also`).
    case firstOnly = "first-only"
    /// A call under `try` made before a check that keeps it from some paths too, its answer dropped: a dependency
    /// asked where the rule says it is not (a kata's own, `also`).
    case askedAnyway = "asked-anyway"
    /// A call under `try` made twice, its first answer dropped (a kata's own, `also`).
    case calledTwice = "called-twice"
    /// An equality of two values made an equality of their names alone, `friend.name == loggedUser?.name` (a kata's
    /// own, `also`).
    case byName = "by-name"
    /// A value a call is handed made a longer string that starts with it, `(token) + "?"` (a kata's own, `also`).
    case anotherString = "another-string"
    /// A value made by an initializer made on the first call alone and handed out again on every later one (a kata's
    /// own, `also`).
    case madeOnce = "made-once"
    /// A string a call is handed made another that keeps all of it but its last character, `"order_plac?"` (a kata's
    /// own, `also`).
    case anotherEnd = "another-end"
    /// A string a call is handed made another that keeps all of it but its first character, `"?rder_placed"` (a kata's
    /// own, `also`).
    case anotherStart = "another-start"
    /// A call to a function of the file's own made, at one place, to a copy of it that skips one of its statements: a
    /// path that forgets what the function does on the others (a kata's own, `also`).
    case effectSkipped = "effect-skipped"
    /// A stored property of an `@Observable` model marked `@ObservationIgnored`: it reads the same, and no view that
    /// reads it re-renders when it changes (a kata's own, `also`).
    case observationIgnored = "observation-ignored"
    /// A function a declaration is handed, `(A) -> B`, made to keep what it answers for each argument and hand it
    /// out again (a kata's own, `also`).
    case keptPerArgument = "kept-per-argument"
    /// An `if` or a `guard` made to pass only the first time it does for its object (a kata's own, `also`).
    case firstTimeOnly = "first-time-only"
    /// A dictionary read by key given another entry's value where it has none for that key, `(tokens[account] ??
    /// tokens.values.first)` (a kata's own, `also`).
    case anotherEntry = "another-entry"
}
