import Foundation

extension Kata {
    /// The files the learner must leave alone that differ from the solution's copy, relative to the kata folder.
    ///
    /// They are the README's `Leave these as they are:` files; a README without that bullet protects every file
    /// under `Tests/` but `WiringSpot.swift`, and every probe.
    func changedFiles(in root: URL) -> [String] {
        let learner = root.appendingPathComponent("katas/\(folder)")
        let solution = root.appendingPathComponent("solutions/\(folder)")
        let files =
            protectedFiles
            ?? (files(under: "Tests", in: solution) + files(under: "Probes", in: solution))
            .filter { $0 != "Tests/WiringSpot.swift" }
        return files.filter { file in
            let original = FileManager.default.contents(atPath: solution.appendingPathComponent(file).path)
            return original != nil
                && FileManager.default.contents(atPath: learner.appendingPathComponent(file).path)
                    != original
        }
    }

    private func files(under folder: String, in kata: URL) -> [String] {
        let base = kata.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { !FileManager.default.isDirectory(base.appendingPathComponent($0)) }
            .map { "\(folder)/\($0)" }.sorted()
    }
}
