import Synchronization

/// Values filled in from several threads at once, each into a slot of its own: the probes' results, the katas'
/// outcomes.
package final class Slots<Value: Sendable>: Sendable {
    private let slots: Mutex<[Value]>

    /// `count` slots, each holding `empty` until it is filled in.
    package init(count: Int, empty: Value) {
        slots = Mutex(Array(repeating: empty, count: count))
    }

    package subscript(index: Int) -> Value {
        get { slots.withLock { $0[index] } }
        set { slots.withLock { $0[index] = newValue } }
    }

    /// Every value, in slot order.
    package var all: [Value] { slots.withLock { $0 } }
}
