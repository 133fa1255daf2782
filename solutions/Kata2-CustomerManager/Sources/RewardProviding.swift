/// What a checkout needs from a customer manager: the customer's reward status, read when it is needed.
protocol RewardProviding {
    /// The customer's reward status at this moment.
    func getReward() -> Reward
}
