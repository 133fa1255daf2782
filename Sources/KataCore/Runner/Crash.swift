import Foundation

/// Why a test program stopped before its end: the message Swift printed when it trapped, and where in a kata it was.
package struct Crash: Equatable {
    /// What Swift printed: `Fatal error: boom`, `Precondition failed: …`, or the backtracer's `Program crashed: …`.
    package let message: String
    /// The kata's file and line, relative to the package (`katas/Kata1-ScarySingleton/Sources/X.swift:6`), when the
    /// output shows one.
    package let place: String?
    /// `output cut: 49 MB not shown` when the program wrote more than the tool keeps of its output.
    package var cut: String? = nil

    /// The crash, in words: its message, then its place, then how much of the output was cut.
    package var description: String { message + (place.map { ", at \($0)" } ?? "") + (cut.map { " (\($0))" } ?? "") }

    /// The most characters of a trap's message it keeps.
    package static let longest = 1000

    /// The words with which Swift starts the message of a trap.
    private static let traps = ["Fatal error", "Precondition failed", "Assertion failed"]

    /// The crash that `output`, a test program's standard error and output, shows; nil when it shows none.
    /// - Parameters:
    ///   - root: The package the program was built from; places are given relative to it.
    ///   - solutions: Whether the kata's solution is laid over it, so that a file may be in `solutions/` too.
    ///   - trusting: Whether a place in a file (`katas/Kata1-…/Sources/X.swift`) is where the learner sees it, and
    ///     not in a copy the tool rewrote: only those are named.
    package init?(in output: String, root: URL, solutions: Bool = false, trusting: (String) -> Bool = { _ in true }) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let trap = lines.lazy.compactMap(Self.trap).first
        if let trap {
            message = trap.message
        } else if let crashed = lines.first(where: { $0.hasPrefix("*** Program crashed: ") }) {
            let words = crashed.dropFirst(4).prefix { $0 != "*" }.trimmingCharacters(in: .whitespaces)
            message = words.range(of: " at 0x").map { String(words[..<$0.lowerBound]) } ?? words
        } else {
            return nil
        }
        // The innermost frame of the kata's code on the thread that crashed, or else the place Swift printed.
        let frame = Self.crashedThread(lines).lazy.compactMap { Self.frame($0, root: root) }.first { trusting($0.file) }
        let printed = trap?.place.flatMap { place in
            Self.file(place.file, root: root, solutions: solutions).map { (file: $0, line: place.line) }
        }
        place = (frame ?? printed.flatMap { trusting($0.file) ? $0 : nil }).map { "\($0.file):\($0.line)" }
    }

    /// The message of a trap on `line` (`Kata1/X.swift:6: Fatal error: boom`), with the place Swift printed before
    /// it (`Kata1/X.swift`, line 6) when it did.
    private static func trap(_ line: Substring) -> (message: String, place: (file: String, line: Int)?)? {
        for word in traps {
            guard let range = line.range(of: word) else { continue }
            let rest = line[range.upperBound...]
            guard rest.isEmpty || rest.hasPrefix(": ") else { continue }
            let before = line[..<range.lowerBound]
            guard before.isEmpty || before.hasSuffix(": ") else { continue }
            let parts = before.dropLast(2).split(separator: ":")
            let place = parts.count == 2 ? Int(parts[1]).map { (String(parts[0]), $0) } : nil
            return (String(line[range.lowerBound...].prefix(longest)), place)
        }
        return nil
    }

    /// The backtrace of the thread that crashed, as Swift's backtracer prints it: its frames, innermost first.
    private static func crashedThread(_ lines: [Substring]) -> ArraySlice<Substring> {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix(" crashed:") }) else {
            return []
        }
        let rest = lines[(start + 1)...]
        let end = rest.firstIndex { $0.hasPrefix("Thread ") || $0.hasPrefix("Registers:") } ?? rest.endIndex
        return rest[..<end]
    }

    /// The kata's file and line that a frame (`… in X.xctest at /root/katas/Kata1-…/X.swift:6:9`) names.
    private static func frame(_ line: Substring, root: URL) -> (file: String, line: Int)? {
        guard let at = line.range(of: " at /", options: .backwards) else { return nil }
        let parts = line[line.index(before: at.upperBound)...].split(separator: ":")
        guard parts.count == 3, let number = Int(parts[1]) else { return nil }
        let path = String(parts[0])
        for folder in Set([root.path, root.resolvingSymlinksInPath().path]) where path.hasPrefix(folder + "/") {
            let file = String(path.dropFirst(folder.count + 1))
            if file.hasPrefix("katas/") || file.hasPrefix("solutions/") { return (file, number) }
        }
        return nil
    }

    /// The file that Swift names `Kata1/X.swift` (its module and name), relative to the package: the one file of that
    /// name in the kata's `Sources/` (or, for `Kata1Specs`, `Tests/`), in its solution first when `solutions`.
    private static func file(_ id: String, root: URL, solutions: Bool) -> String? {
        let parts = id.split(separator: "/")
        guard parts.count == 2, parts[0].hasPrefix("Kata") else { return nil }
        let specs = parts[0].hasSuffix("Specs")
        let number = parts[0].dropFirst(4).dropLast(specs ? 5 : 0)
        let katas = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("katas").path))
        guard let folder = katas?.first(where: { $0.hasPrefix("Kata\(number)-") }) else { return nil }
        for tree in solutions ? ["solutions", "katas"] : ["katas"] {
            let part = specs ? "Tests" : "Sources"
            let found = FileManager.default.swiftFiles(
                under: part, of: root.appendingPathComponent("\(tree)/\(folder)")
            )
            .filter { $0.hasSuffix("/\(parts[1])") }
            if found.count == 1 { return "\(tree)/\(folder)/\(found[0])" }
        }
        return nil
    }
}
