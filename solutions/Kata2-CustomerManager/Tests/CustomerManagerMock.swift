@testable import Kata2

/// Stands in for `CustomerManager`: answers with the reward status it was made with, and counts each time it is asked.
final class CustomerManagerMock {
    private let reward: Reward

    /// How many times the reward status has been asked for.
    private(set) var getRewardCalls = 0

    init(reward: Reward) {
        self.reward = reward
    }

    func getReward() -> Reward {
        getRewardCalls += 1
        return reward
    }
}
