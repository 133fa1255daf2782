/// What `swift build` printed, read for the errors and warnings the check counts.
struct BuildLog {
    let text: String

    init(_ text: String) { self.text = text }

    /// Each distinct error or warning, sorted, with the files SwiftPM lists under a warning joined to it; and apart,
    /// the files SwiftPM called unhandled that `isStray` says are not the repository's (a file someone left in the
    /// package's root, which the solutions' targets there see).
    func problems(isStray: (String) -> Bool) -> (problems: [String], strays: [String]) {
        var problems: Set<String> = []
        var strays: Set<String> = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() where line.contains("error:") || line.contains("warning:") {
            let files = lines.dropFirst(index + 1).prefix { $0.hasPrefix("    /") }.map {
                $0.trimmingPrefix("    ")
            }.map(String.init)
            if line.contains("which are unhandled"), !files.isEmpty, files.allSatisfy(isStray) {
                strays.formUnion(files)
            } else {
                problems.insert(([line] + files).joined(separator: " "))
            }
        }
        return (problems.sorted(), strays.sorted())
    }
}
