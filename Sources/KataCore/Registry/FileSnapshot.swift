import Foundation

/// The Swift files in some folders, with their content: when it changes, the learner saved something.
///
/// Content, not modification times: an editor that writes a file twice, or touches it, makes one change at most;
/// hidden files and folders (the judgement the command keeps, `.judged/`), backups and swap files (`.Name.swift.swp`,
/// `Name.swift~`) are no change at all.
package struct FileSnapshot: Equatable {
    private var files: [String: Data] = [:]

    package init(of folders: [URL]) {
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let path as String in walker {
                // A hidden folder is no learner's: a kata's own `.build/` holds Swift files SwiftPM writes.
                if (path as NSString).lastPathComponent.hasPrefix(".") {
                    walker.skipDescendants()
                    continue
                }
                guard path.hasSuffix(".swift"),
                    let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
                else { continue }
                files[folder.path + "/" + path] = data
            }
        }
    }

    /// The files, by path, whose content differs from `earlier`'s, or that one of the two lacks; sorted.
    package func changed(since earlier: FileSnapshot) -> [String] {
        Set(files.keys).union(earlier.files.keys).filter { files[$0] != earlier.files[$0] }.sorted()
    }
}
