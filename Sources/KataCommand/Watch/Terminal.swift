import Dispatch
import KataCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The learner's terminal in watch mode: keys arrive one at a time, unechoed, and the screen is drawn over in place on
/// the terminal's alternate screen, so no old screen piles up in its scrollback; quitting or Ctrl-C puts it back.
/// What it changes is kept where a signal handler reaches it (``SignalReach/terminal``).
package enum Terminal {
    /// Turns off line buffering and echo and opens the alternate screen, until ``restore()`` or a signal that ends
    /// the program.
    package static func takeKeys() {
        let taken = SignalReach.terminal.withLock { terminal in
            guard tcgetattr(STDIN_FILENO, &terminal.original) == 0 else { return false }
            var keys = terminal.original
            keys.c_lflag &= ~tcflag_t(ICANON | ECHO)
            guard tcsetattr(STDIN_FILENO, TCSANOW, &keys) == 0 else { return false }
            terminal.changed = true
            return true
        }
        if taken { send("\u{1B}[?1049h\u{1B}[?25l") }
    }

    /// Makes Ctrl-C, SIGTERM and SIGHUP (a closed terminal) put the terminal back and stop every program `kata`
    /// started before it ends; SIGPIPE (a closed reader) kills them at once. Ctrl-Z puts the terminal back before
    /// `kata` stops, and `fg` takes the keys and the screen again (``suspendOnSignals()``).
    package static func endOnSignals() {
        suspendOnSignals()
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                Terminal.restore()
                ProcessGroups.stopAll()
                _exit(128 + number)
            }
            source.resume()
            // Kept for as long as the process runs: a source no one holds is released, and delivers nothing.
            _ = Unmanaged.passRetained(source as AnyObject)
        }
        signal(SIGPIPE) { number in
            ProcessGroups.killAll()
            _exit(128 + number)
        }
    }

    /// Makes SIGTSTP (Ctrl-Z) put the terminal back, then stop `kata`; and SIGCONT (`fg`) turn off line buffering and
    /// echo again and have the screen drawn whole (``takeRedraw()``).
    private static func suspendOnSignals() {
        for number in [SIGTSTP, SIGCONT] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                if number == SIGTSTP {
                    SignalReach.terminal.withLock { $0.suspended = $0.changed }
                    restore()
                    kill(getpid(), SIGSTOP)
                } else if SignalReach.terminal.withLock({ $0.suspended }) {
                    SignalReach.terminal.withLock { $0.suspended = false }
                    takeKeys()
                    SignalReach.terminal.withLock { $0.redraw = true }
                }
            }
            source.resume()
            // Kept for as long as the process runs: a source no one holds is released, and delivers nothing.
            _ = Unmanaged.passRetained(source as AnyObject)
        }
    }

    /// Whether the screen must be drawn whole, since `kata` came back from Ctrl-Z; true once.
    package static func takeRedraw() -> Bool {
        SignalReach.terminal.withLock { terminal in
            defer { terminal.redraw = false }
            return terminal.redraw
        }
    }

    /// Puts the terminal back as ``takeKeys()`` found it.
    package static func restore() {
        let restored = SignalReach.terminal.withLock { terminal in
            guard terminal.changed else { return false }
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &terminal.original)
            terminal.changed = false
            return true
        }
        if restored { send("\u{1B}[?25h\u{1B}[?1049l") }
    }

    /// The terminal's columns and rows, when standard output is a terminal.
    package static var size: (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// What draws `screen` over the one before, from the top left corner, each line cleared to its end and the rest
    /// of the screen cleared below; no line feed after the last line, so a screen as tall as the terminal fits.
    package static func frame(_ screen: String) -> String {
        let lines = screen.hasSuffix("\n") ? String(screen.dropLast()) : screen
        return "\u{1B}[H" + lines.replacingOccurrences(of: "\n", with: "\u{1B}[K\n") + "\u{1B}[K\u{1B}[J"
    }

    /// Writes `text` to standard output at once, past any buffer.
    private static func send(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count - 1) }
    }

    /// The next key pressed within `milliseconds`, or as soon as `wake` is readable; 4 (Ctrl-D) when input ended.
    /// - Parameter wake: A pipe's read end that another thread writes to; one byte is taken from it.
    package static func key(within milliseconds: Int32, wake: Int32) -> UInt8? {
        var inputs = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        guard poll(&inputs, 2, milliseconds) > 0 else { return nil }
        var byte: UInt8 = 0
        if inputs[1].revents != 0 { _ = read(wake, &byte, 1) }
        guard inputs[0].revents != 0 else { return nil }
        return read(STDIN_FILENO, &byte, 1) == 1 ? byte : 4
    }
}
