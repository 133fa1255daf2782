/// The katas did not build, so no spec ran; `message` is the compiler's first error, with its file and line.
package struct BuildFailure: Error, Equatable {
    package let message: String
    /// Every error's place, relative to the package: its file and line.
    package var places: [(file: String, line: Int)] = []

    package init(_ message: String) {
        self.message = message
    }

    package static func == (left: BuildFailure, right: BuildFailure) -> Bool { left.message == right.message }

    /// The first error in a build's output, with its path made relative to `root`.
    package static func firstError(in output: String, root: String) -> BuildFailure {
        let lines = output.split(separator: "\n").map(String.init)
        let line =
            lines.first { $0.contains(": error: ") } ?? lines.first { $0.contains("error:") }
            ?? lines.last ?? "the build failed"
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var message = line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line
        // An error in a macro's expansion (`macro expansion #expect:1:22: error: …`) has its place in a note below it.
        if line.hasPrefix("macro expansion "), let error = line.range(of: ": error: "),
            let index = lines.firstIndex(of: line),
            let note = lines[(index + 1)...].prefix(10).first(where: {
                $0.contains(prefix) && $0.contains(": note: ")
            }),
            let start = note.range(of: prefix), let end = note.range(of: ": note: ")
        {
            let macro = line.dropFirst("macro expansion ".count).prefix { $0 != ":" }
            message =
                "\(note[start.upperBound..<end.lowerBound]): error: \(line[error.upperBound...]) (in the expansion of \(macro))"
        }
        var failure = BuildFailure(message)
        failure.places = lines.filter { $0.hasPrefix(prefix) && $0.contains(": error: ") }.compactMap { error in
            let parts = error.dropFirst(prefix.count).split(separator: ":", maxSplits: 2)
            guard parts.count == 3, let number = Int(parts[1]) else { return nil }
            return (String(parts[0]), number)
        }
        return failure
    }
}
