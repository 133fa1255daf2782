// Probe: an interactor cannot be made without saying where the reward status comes from (README step [inject]).
// Fails with: missing argument for parameter
// Fails with: missing arguments for parameters
@testable import Kata2

/// Compiles only while `CheckoutInteractor` can still be made without naming who answers for the reward status.
let interactorWithNoReward = CheckoutInteractor()
