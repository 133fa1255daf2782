import Foundation

extension Kata {
    /// The kata's Swift files at any depth under `Sources/` and `Tests/`, relative to its folder, with its
    /// solution's laid over them when `solutions` is true.
    package func files(in root: URL, solutions: Bool) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for tree in solutions ? ["katas", "solutions"] : ["katas"] {
            let directory = root.appendingPathComponent("\(tree)/\(folder)")
            for part in ["Sources", "Tests"] {
                for path in FileManager.default.swiftFiles(under: part, of: directory) {
                    files[path] = try Data(contentsOf: directory.appendingPathComponent(path))
                }
            }
        }
        return files
    }
}
