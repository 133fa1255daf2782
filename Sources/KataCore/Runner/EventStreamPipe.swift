import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A named pipe that a test program writes Swift Testing's event stream into, read while it runs: the stream takes no
/// room on disk, and only what ``CappedEventStream`` keeps takes room in memory.
package final class EventStreamPipe: ProgramPipe {
    /// Where the program is told to write the stream.
    package let path: String
    /// The end to read from.
    package let reader: Int32
    /// An end to write to, held by this process until the program ends, so that reading meets no end of the stream
    /// before the program has opened the pipe.
    private var writer: Int32
    package private(set) var stream = CappedEventStream()

    /// Makes the pipe in the temporary folder.
    /// - Throws: ``KataError`` when it cannot.
    package init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("kata-events-\(UUID().uuidString)").path
        guard mkfifo(path, 0o600) == 0 else { throw KataError("could not make a pipe at \(path)", status: 1) }
        reader = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        writer = reader < 0 ? -1 : open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard reader >= 0, writer >= 0 else {
            if reader >= 0 { close(reader) }
            unlink(path)
            throw KataError("could not open the pipe at \(path)", status: 1)
        }
    }

    deinit {
        programEnded()
        close(reader)
        unlink(path)
    }

    /// Takes the next bytes of the stream.
    package func append(_ bytes: Data) {
        stream.append(bytes)
    }

    /// Lets the stream end once the program and whatever it started have closed the pipe.
    package func programEnded() {
        guard writer >= 0 else { return }
        close(writer)
        writer = -1
    }
}
