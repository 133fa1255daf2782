import Foundation

extension FileManager {
    /// Whether `url` names a folder.
    func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }
}
