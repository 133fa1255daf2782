import Foundation

/// The katas' outcomes, filled in from several workers at once, each into its own slot.
package final class Outcomes<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value]
    private let lock = NSLock()

    package init(count: Int, empty: Value) {
        slots = Array(repeating: empty, count: count)
    }

    package subscript(index: Int) -> Value {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    /// Every outcome, in slot order.
    package var all: [Value] { lock.withLock { slots } }
}
