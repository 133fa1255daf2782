@testable import Kata2

/// Stands in for `CustomerManager`: answers with the reward status a spec gives it, and counts each time it is asked.
final class CustomerManagerMock {
    /// The reward status the mock answers with; a spec may change it, as the app changes the real one.
    var rewardToReturn: Reward

    /// How many times the reward status has been asked for.
    private(set) var getRewardCalls = 0

    init(reward: Reward) {
        rewardToReturn = reward
    }

    func getReward() -> Reward {
        getRewardCalls += 1
        return rewardToReturn
    }
}
