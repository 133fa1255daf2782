import Foundation
import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Events from the run in the background to watch mode's loop, with a pipe that wakes the loop when one arrives.
package final class Mailbox: Sendable {
    private let events = Mutex<[WatchEvent]>([])
    private let ends: [Int32]

    /// The end to poll: readable when an event is waiting.
    package var wake: Int32 { ends[0] }

    package init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
        self.ends = ends
    }

    deinit {
        for end in ends where end >= 0 { close(end) }
    }

    package func post(_ event: WatchEvent) {
        events.withLock { $0.append(event) }
        var byte: UInt8 = 1
        _ = write(ends[1], &byte, 1)
    }

    /// Every event posted since the last call, oldest first.
    package func take() -> [WatchEvent] {
        events.withLock { events in
            defer { events = [] }
            return events
        }
    }
}
