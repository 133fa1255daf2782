import Foundation
import KataCommand
import KataCore

/// The copy of Kata 1 the fault suite runs `kata` in, at `.build/check/faults/repository`: a git repository of its
/// own whose `viewDidLoad()` does what `KATA_FAULT` says, so that one build serves every fault.
///
/// Its build folders stay from one check to the next; the rest is copied anew.
package struct FaultCopy {
    package static let kata = "Kata1-ScarySingleton"
    package let root: URL
    package let folder: URL

    package init(root: URL) {
        self.root = root
        folder = root.appendingPathComponent(".build/check/faults/repository")
    }

    /// What `viewDidLoad()` does first in the copy: floods a stream, loops or traps, as `KATA_FAULT` says.
    package static let faults = """
        import Foundation

        /// What the fault suite makes the view do when it loads: `KATA_FAULT` names it, and nothing happens without it.
        func fault() {
            let line = Data((String(repeating: "x", count: 1_048_575) + "\\n").utf8)
            switch ProcessInfo.processInfo.environment["KATA_FAULT"] {
            case "stderr-flood":
                while true { FileHandle.standardError.write(line) }
            case "stdout-flood":
                while true { FileHandle.standardOutput.write(line) }
            case "endless-loop":
                while true {}
            case "boom":
                fatalError("boom")
            default:
                return
            }
        }

        """

    /// Copies `Package.swift`, `.gitignore` and Kata 1 anew, lays the faults in, and commits it all in a new repository;
    /// `settings` give git its environment.
    package func make(settings: Settings) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        for item in ["Package.swift", ".gitignore", "katas", ".git"] {
            try? manager.removeItem(at: folder.appendingPathComponent(item))
        }
        for item in ["Package.swift", ".gitignore"] {
            try manager.copyItem(at: root.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        // The kata and the module its specs ask, without a build folder of their own (`swift test` in a kata's
        // folder makes one).
        for item in [KeptVerdictModule.folder, "katas/\(Self.kata)"] {
            try manager.copyVisible(from: root.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        let sources = folder.appendingPathComponent("katas/\(Self.kata)/Sources")
        try Self.faults.write(to: sources.appendingPathComponent("Fault.swift"), atomically: true, encoding: .utf8)
        let controller = sources.appendingPathComponent("ViewController.swift")
        let code = try String(contentsOf: controller, encoding: .utf8)
        let opening = "func viewDidLoad() {\n"
        guard code.contains(opening) else { throw KataError("\(Self.kata)'s ViewController has no \(opening)") }
        try code.replacingOccurrences(of: opening, with: opening + "        fault()\n")
            .write(to: controller, atomically: true, encoding: .utf8)
        let git = Git(root: folder, settings: settings)
        try git("init", "--quiet")
        try git("add", "--all")
        try git("-c", "user.name=kata-dev", "-c", "user.email=kata-dev@localhost", "commit", "--quiet", "-m", "Faults")
    }

    /// Each file of the copy's katas with its content, to compare before and after a fault; the judgement the
    /// command keeps (``KeptJudgement``, in a hidden folder) is no file of the learner's.
    package var files: [String: Data] {
        let katas = folder.appendingPathComponent("katas")
        let paths = FileManager.default.enumerator(atPath: katas.path)?.compactMap { $0 as? String } ?? []
        var files: [String: Data] = [:]
        for path in paths where !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            if let data = FileManager.default.contents(atPath: katas.appendingPathComponent(path).path) {
                files[path] = data
            }
        }
        return files
    }
}
