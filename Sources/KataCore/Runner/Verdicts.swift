import Foundation

/// The probes' results, filled in from several threads at once, each into its own slot.
package final class Verdicts: @unchecked Sendable {
    private var slots: [SpecResult?]
    private let lock = NSLock()

    package init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    package subscript(index: Int) -> SpecResult? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    /// Every result filled in, in slot order.
    package var all: [SpecResult] { lock.withLock { slots.compactMap { $0 } } }
}
