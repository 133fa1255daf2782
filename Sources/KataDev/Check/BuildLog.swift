/// What `swift build` printed, read for the errors and warnings the check counts.
package struct BuildLog {
    package let text: String

    package init(_ text: String) { self.text = text }

    /// Each distinct error or warning, sorted, with the files SwiftPM lists under a warning joined to it (the files
    /// it calls unhandled, say), so that a miss names them.
    package var problems: [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let problems = lines.indices.filter { lines[$0].contains("error:") || lines[$0].contains("warning:") }.map {
            index in
            let files = lines.dropFirst(index + 1).prefix { $0.hasPrefix("    /") }.map { $0.trimmingPrefix("    ") }
            return ([lines[index]] + files.map(String.init)).joined(separator: " ")
        }
        return Set(problems).sorted()
    }
}
