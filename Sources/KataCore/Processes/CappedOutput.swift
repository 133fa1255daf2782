import Foundation

/// What a program wrote on one stream, kept to its first and last 512 KB whatever it writes: the middle is counted
/// and dropped, but a line where Swift says why the program trapped is kept wherever it falls.
package struct CappedOutput {
    /// The bytes kept from each end.
    package static let share = 512 * 1024
    /// The longest line looked at for a trap's message.
    private static let longestLine = 4096
    /// The words with which Swift says why a program trapped, as ``Crash`` reads them.
    private static let trapWords = ["Fatal error", "Precondition failed", "Assertion failed", "*** Program crashed"]
        .map { Data($0.utf8) }

    private var head = Data()
    /// The last bytes, up to twice ``share`` until trimmed to it.
    private var tail = Data()
    /// How many bytes were dropped from the middle.
    private var cut = 0
    /// The last bytes of those before, so that a trap's words split between two reads are found.
    private var previous = Data()
    /// Lines that say why the program trapped, the first few.
    private var traps: [Data] = []

    /// Takes the next bytes the program wrote.
    package mutating func append(_ bytes: Data) {
        lookForTraps(in: bytes)
        var rest = bytes[...]
        if head.count < Self.share {
            let taken = rest.prefix(Self.share - head.count)
            head.append(contentsOf: taken)
            rest = rest.dropFirst(taken.count)
        }
        guard !rest.isEmpty else { return }
        tail.append(contentsOf: rest)
        if tail.count > 2 * Self.share {
            cut += tail.count - Self.share
            tail = Data(tail.suffix(Self.share))
        }
    }

    /// Keeps the lines of `bytes` that say why the program trapped, up to five different ones.
    private mutating func lookForTraps(in bytes: Data) {
        guard traps.count < 5 else { return }
        let window = previous + bytes
        previous = Data(window.suffix(64))
        var from = window.startIndex
        // A few words a read at most, so that a program that prints them over and over costs little.
        for _ in 0..<5 {
            let found = Self.trapWords.compactMap { window.range(of: $0, in: from..<window.endIndex) }
                .min { $0.lowerBound < $1.lowerBound }
            guard let found, traps.count < 5 else { return }
            // Swift puts the file and line before its words: a line's start further back is not looked for.
            let before = window[max(window.startIndex, found.lowerBound - 512)..<found.lowerBound]
            let after = window[found.upperBound..<min(window.endIndex, found.upperBound + Self.longestLine)]
            let start = before.lastIndex(of: 10).map { $0 + 1 } ?? before.startIndex
            let end = after.firstIndex(of: 10) ?? after.endIndex
            let line = Data(window[start..<end])
            if !traps.contains(line) { traps.append(line) }
            from = end
        }
    }

    /// `output cut: 49 MB not shown`, or nil when nothing was cut.
    package var note: String? {
        let total = cut + max(0, tail.count - Self.share)
        return total > 0 ? "output cut: \(Self.size(total)) not shown" : nil
    }

    /// A count of bytes in words: `49 MB`, or `3 KB` below a megabyte.
    package static func size(_ bytes: Int) -> String {
        bytes >= 1_048_576 ? "\(Int((Double(bytes) / 1_048_576).rounded())) MB" : "\(max(1, bytes / 1024)) KB"
    }

    /// The text kept: the first bytes, a line that says how much was cut, any trap's message from the middle, and
    /// the last bytes.
    package var text: String {
        let last = tail.suffix(Self.share)
        guard let note else { return String(decoding: head + last, as: UTF8.self) }
        let kept = String(decoding: head, as: UTF8.self) + String(decoding: last, as: UTF8.self)
        let lost = traps.map { String(decoding: $0, as: UTF8.self) }.filter { !kept.contains($0) }
        return String(decoding: head, as: UTF8.self) + "\n[\(note)]\n" + lost.map { $0 + "\n" }.joined()
            + String(decoding: last, as: UTF8.self)
    }
}
