// Probe: an interactor cannot be made without saying where the reward status comes from (README step [inject]).
// Fails with: [missing_argument_named]
// Fails with: [missing_argument_positional]
// Fails with: [missing_arguments_in_call]
@testable import Kata2

/// Compiles only while `CheckoutInteractor` can still be made without naming who answers for the reward status.
let interactorWithNoReward = CheckoutInteractor()
