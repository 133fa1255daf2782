#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Nil when the `kata` command judged the kata that holds `file` (its spec file, `#filePath`) done for exactly the
/// files it holds now; otherwise the one line that says what is not judged or not green, and the command that judges
/// it.
///
/// The judgement is the one `swift run kata` keeps in the kata's folder, `.judged/`, as `Sources/KataCore/Kept/`
/// in the tool describes it: a record, `.judged/verdict`, and a copy of every Swift file of the kata's `Sources/` and
/// `Tests/` as judged (hidden files and folders left out, as SwiftPM leaves them). It stands for the files on disk
/// when the same files are there, each byte-identical to its copy (carriage returns aside), none added or removed.
public func notJudgedDone(_ file: String = #filePath) -> String? {
    #if KATA_SOLUTIONS_LAID_OVER
        // The manifest's define for the reference solutions (KATA_SOLUTIONS=1), which the check proves whole.
        return nil
    #elseif os(Windows)
        return "Kata \(KataFolder(specFile: file).number) cannot be judged here: Windows has no kata command, which "
            + "judges the rules and proves your test; run the katas in WSL2 or a Codespace (docs/editors.md)"
    #else
        return KataFolder(specFile: file).verdict
    #endif
}

/// The folder of the kata whose spec file is `specFile` (`…/katas/KataN-Name/Tests/Judged.swift`).
struct KataFolder {
    let path: String

    init(specFile: String) {
        var parts = specFile.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "\\" }
        parts.removeLast(min(2, parts.count))
        path = parts.joined(separator: "/")
    }

    /// The kata's number, from its folder's name `KataN-Name`.
    var number: String {
        let name = path.split { $0 == "/" || $0 == "\\" }.last ?? ""
        return String(name.dropFirst(4).prefix { $0 != "-" })
    }
}

#if !os(Windows)
    extension KataFolder {
        /// Nil when judged done for these very files; the line to show otherwise.
        var verdict: String? {
            let command = "`swift run kata \(number)`"
            let judges = "which judges the rules and proves your test, as `swift test` cannot"
            let record = read(path + "/.judged/verdict").map(Self.lines)
            guard let record, record.count >= 2, record[0] == "kata-judgement 1" else {
                return "Kata \(number) is not judged yet: run \(command), \(judges)"
            }
            guard sameFiles else {
                return "Kata \(number)'s files changed since \(command) last judged them: run it again, \(judges)"
            }
            guard record[1] == "done" else {
                let line = record.count > 2 && !record[2].isEmpty ? record[2] : "Kata \(number) is not done"
                return "\(line); run \(command) to see what is left"
            }
            return nil
        }

        /// Whether the kata's Swift files are the judged ones: the same paths, each with the same bytes.
        private var sameFiles: Bool {
            let kept = path + "/.judged"
            let now = ["Sources", "Tests"].flatMap { swiftFiles(under: path, $0) }
            guard now == ["Sources", "Tests"].flatMap({ swiftFiles(under: kept, $0) }) else { return false }
            return now.allSatisfy { file in
                guard let mine = read(path + "/" + file), let judged = read(kept + "/" + file) else { return false }
                return mine.filter { $0 != 13 } == judged.filter { $0 != 13 }
            }
        }

        /// The record's lines, a line feed ending each.
        private static func lines(_ bytes: [UInt8]) -> [String] {
            bytes.split(separator: 10, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The Swift files at any depth under `part` of `folder`, relative to `folder` (`Sources/Name.swift`), sorted;
    /// hidden files and folders left out.
    func swiftFiles(under folder: String, _ part: String) -> [String] {
        guard let directory = opendir(folder + "/" + part) else { return [] }
        defer { closedir(directory) }
        var found: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let path = part + "/" + name
            var status = stat()
            guard stat(folder + "/" + path, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                found += swiftFiles(under: folder, path)
            } else if name.hasSuffix(".swift") {
                found.append(path)
            }
        }
        return found.sorted()
    }

    /// The bytes of the file at `path`; nil when it cannot be read.
    func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            bytes += buffer.prefix(count)
            if count < buffer.count { return ferror(file) == 0 ? bytes : nil }
        }
    }
#endif
