import Foundation

/// The size and modification time of every file in a folder: when it changes, the learner saved something.
struct FileSnapshot: Equatable {
    private var files: [String: String] = [:]

    init(of folder: URL) {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return }
        for case let path as String in walker {
            guard
                let attributes = try? FileManager.default.attributesOfItem(
                    atPath: folder.appendingPathComponent(path).path),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { continue }
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            files[path] = "\(attributes[.size] ?? 0) \(modified)"
        }
    }
}
