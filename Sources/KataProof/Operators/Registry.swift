import KataCore

/// Every operator the proof changes the code with, in the order it hands them the code: of a statement, first the
/// operators that change it whole, then those of its own tokens; of the declaration, after all its statements. A new
/// kind of change is an operator (``ChangeOperator``) in its family's file and a line here.
enum Operators {
    static let all: [any ChangeOperator] = [
        // Each statement, whole.
        Deletions.Statement(),
        Order.Twice(),
        Deletions.Exit(),
        Errors.CatchDropped(),
        Conditions.Dropped(),
        Conditions.Forced(),
        Choices.OneAnswer(),
        Loops.FirstOnly(),
        Conditions.FirstTimeOnly(),
        // Each token of a statement's own.
        Conditions.Negation(),
        Conditions.Comparison(),
        Constants.Number(),
        Shared.AnotherInstance(),
        Constants.Boolean(),
        Constants.EmptyString(),
        Constants.Interpolation(),
        Made.Once(),
        Lookups.AnotherEntry(),
        // The declaration, whole.
        Answers.Empty(),
        Errors.ThrowAnswered(),
        Answers.EmptyBody(),
        Assignments.KeepFirst(),
        Answers.Always(),
        Errors.AnotherError(),
        Arguments.Another(),
        Answers.Twice(),
        Order.Swap(),
        Calls.Anyway(),
        Calls.Twice(),
        Names.Only(),
        Arguments.Longer(),
        Arguments.OtherEnds(),
        Effects.SkippedOnOnePath(),
        Observed.Ignored(),
        Made.PerArgument(),
    ]
}
