import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What a signal handler must reach, and so the only state of the process that is global: a handler is called with
/// nothing but the signal's number, so what it acts on cannot be handed to it as a value. Ctrl-C, SIGTERM and SIGHUP
/// end every process group `kata` started (``ProcessGroups/stopAll()``) and put the terminal back
/// (`Terminal.restore()`); SIGPIPE kills the groups from the handler itself, where no lock may be taken
/// (``ProcessGroups/killAll()``); Ctrl-Z gives the terminal back and `fg` takes it again. Everything else the tool
/// works with is made where it starts and passed down.
package enum SignalReach {
    /// How many process groups can run at once.
    package static let capacity = 64
    /// The process groups that still run, one slot per group, 0 when free: a fixed buffer, so that the SIGPIPE
    /// handler can read it without a lock. Written only while ``quitting`` is held.
    nonisolated(unsafe) package static let groups: UnsafeMutablePointer<pid_t> = {
        let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        return slots
    }()
    /// Whether `kata` is quitting, so that no group starts any more; held while ``groups`` changes.
    package static let quitting = Mutex(false)

    /// The terminal as watch mode found it, and whether it took it, gave it back for Ctrl-Z, or must draw it whole.
    package static let terminal = Mutex(TerminalState())
}

/// The terminal's state that watch mode changes, and that a signal puts back.
package struct TerminalState {
    /// The terminal's settings before watch mode took the keys.
    package var original = termios()
    /// Whether watch mode took the keys and the alternate screen, so that they must be given back.
    package var changed = false
    /// Whether Ctrl-Z put the terminal back, so that `fg` takes it again.
    package var suspended = false
    /// Whether the screen must be drawn whole: the terminal showed something else meanwhile.
    package var redraw = false

    package init() {}
}
