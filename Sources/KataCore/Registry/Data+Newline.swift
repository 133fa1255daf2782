import Foundation

extension Data {
    /// The index of the first line feed, found by the C library: fast however the tool was built, and for any size.
    package func firstNewline() -> Index? {
        withUnsafeBytes { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base, 10, buffer.count) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
        .map { startIndex + $0 }
    }
}
