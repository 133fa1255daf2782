import Foundation
import KataCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Keeps the proof's copy of the katas to one proof at a time. Two watch modes on one checkout share that copy: one
/// writing its changes while the other builds would give each a verdict on the other's files. The second waits for
/// the first, then finds the verdict it kept. The lock is the operating system's, so it ends with its process.
package final class ProofLock {
    private let descriptor: Int32

    /// Takes the lock of the proof's copy `package`, telling `waiting` first when another proof holds it.
    package init(_ package: URL, waiting: () -> Void) throws {
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        descriptor = open(package.appendingPathComponent(".proof.lock").path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { throw KataError("the proof's lock cannot be opened in \(package.path)") }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waiting()
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
