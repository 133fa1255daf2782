import Foundation

extension FileManager {
    /// Whether `url` names a folder.
    package func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }

    /// The Swift files at any depth under `part` of `folder` (`Sources`, `Tests`), as SwiftPM takes a target's
    /// sources: `Sources/Hooks/Clock.swift`, relative to `folder`, sorted. Hidden files and folders are left out.
    package func swiftFiles(under part: String, of folder: URL) -> [String] {
        let base = folder.appendingPathComponent(part)
        guard let walker = enumerator(atPath: base.path) else { return [] }
        var files: [String] = []
        for case let path as String in walker {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
            } else if name.hasSuffix(".swift"), !isDirectory(base.appendingPathComponent(path)) {
                files.append("\(part)/\(path)")
            }
        }
        return files.sorted()
    }

    /// Copies the folder `source` to `target`, leaving out hidden files and folders (a kata's own `.build/`, an
    /// editor's `.swiftpm/`) at any depth.
    package func copyVisible(from source: URL, to target: URL) throws {
        try createDirectory(at: target, withIntermediateDirectories: true)
        guard let walker = enumerator(atPath: source.path) else { return }
        for case let path as String in walker {
            if (path as NSString).lastPathComponent.hasPrefix(".") {
                walker.skipDescendants()
            } else if isDirectory(source.appendingPathComponent(path)) {
                try createDirectory(at: target.appendingPathComponent(path), withIntermediateDirectories: true)
            } else {
                try copyItem(at: source.appendingPathComponent(path), to: target.appendingPathComponent(path))
            }
        }
    }
}
