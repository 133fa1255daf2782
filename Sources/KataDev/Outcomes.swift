import Foundation

/// The katas' outcomes, filled in from several workers at once, each into its own slot.
final class Outcomes: @unchecked Sendable {
    private var slots: [MistakesJudge.Outcome]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: MistakesJudge.Outcome(), count: count)
    }

    subscript(index: Int) -> MistakesJudge.Outcome {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    /// Every outcome, in slot order.
    var all: [MistakesJudge.Outcome] { lock.withLock { slots } }
}
