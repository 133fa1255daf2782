import Dispatch

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The learner's terminal in watch mode: keys arrive one at a time, unechoed; quitting or Ctrl-C puts it back.
enum Terminal {
    nonisolated(unsafe) private static var original = termios()
    nonisolated(unsafe) private static var changed = false
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Turns off line buffering and echo, until ``restore()`` or a signal that ends the program.
    static func takeKeys() {
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
        var keys = original
        keys.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &keys) == 0 else { return }
        changed = true
    }

    /// Makes Ctrl-C, SIGTERM and SIGHUP (a closed terminal) put the terminal back and stop every program `kata`
    /// started before it ends; SIGPIPE (a closed reader) kills them at once.
    static func endOnSignals() {
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

    /// Puts the terminal back as ``takeKeys()`` found it.
    static func restore() {
        guard changed else { return }
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &original)
        changed = false
        let newline: [UInt8] = [10]
        _ = write(STDOUT_FILENO, newline, 1)
    }

    /// The next key pressed within `milliseconds`, or as soon as `wake` is readable; 4 (Ctrl-D) when input ended.
    /// - Parameter wake: A pipe's read end that another thread writes to; one byte is taken from it.
    static func key(within milliseconds: Int32, wake: Int32) -> UInt8? {
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
