/// The katas did not build, so no spec ran; `message` is the compiler's first error, with its file and line.
public struct BuildFailure: Error, Equatable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    /// The first error in a build's output, with its path made relative to `root`.
    static func firstError(in output: String, root: String) -> BuildFailure {
        let lines = output.split(separator: "\n").map(String.init)
        let line =
            lines.first { $0.contains(": error: ") } ?? lines.first { $0.contains("error:") }
            ?? lines.last ?? "the build failed"
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return BuildFailure(line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line)
    }
}
