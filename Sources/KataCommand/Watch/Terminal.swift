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
package enum Terminal {
    nonisolated(unsafe) private static var original = termios()
    nonisolated(unsafe) private static var changed = false
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
    /// Whether Ctrl-Z put the terminal back, so that `fg` takes it again.
    nonisolated(unsafe) private static var suspended = false
    /// Whether the screen must be drawn whole: the terminal showed something else meanwhile.
    nonisolated(unsafe) private static var redraw = false

    /// Turns off line buffering and echo and opens the alternate screen, until ``restore()`` or a signal that ends
    /// the program.
    package static func takeKeys() {
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
        var keys = original
        keys.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &keys) == 0 else { return }
        changed = true
        send("\u{1B}[?1049h\u{1B}[?25l")
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
            sources.append(source)
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
                    suspended = changed
                    restore()
                    kill(getpid(), SIGSTOP)
                } else if suspended {
                    suspended = false
                    takeKeys()
                    redraw = true
                }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Whether the screen must be drawn whole, since `kata` came back from Ctrl-Z; true once.
    package static func takeRedraw() -> Bool {
        defer { redraw = false }
        return redraw
    }

    /// Puts the terminal back as ``takeKeys()`` found it.
    package static func restore() {
        guard changed else { return }
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &original)
        changed = false
        send("\u{1B}[?25h\u{1B}[?1049l")
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
