import Foundation

/// Keeps the customer's reward status, which the app may change from any thread at any time.
final class CustomerManager: @unchecked Sendable {
    /// The one instance the whole app shares.
    static let shared = CustomerManager()

    /// Guards `customerReward`, which is what makes the unchecked `Sendable` above true.
    private let lock = NSLock()
    private var customerReward: Reward?

    private init() {}

    /// A reward status for the current task alone, which the app never binds: inside
    /// `CustomerManager.$rewardInThisTask.withValue(_:operation:)` a spec sees the shared instance answer with it, while
    /// specs running in parallel see their own.
    @TaskLocal static var rewardInThisTask: Reward?

    /// Records whether the customer is subscribed to the rewards program.
    func setCustomerReward(_ reward: Reward) {
        lock.lock()
        defer { lock.unlock() }
        customerReward = reward
    }

    /// The customer's reward status: unsubscribed until someone sets it.
    func getReward() -> Reward {
        if let reward = Self.rewardInThisTask { return reward }
        lock.lock()
        defer { lock.unlock() }
        return customerReward ?? .unsubscribed
    }
}
