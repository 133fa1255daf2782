import Foundation
import KataCore

/// The `kata` command's ``Prover``: the program `kata-proof`, which SwiftPM builds beside `kata` (in the same build
/// folder, from the same package) the first time a learner's test is proven and whenever `kata` or a source of the
/// tool is newer than it, so that a learner's first red waits for none of the proof. It hands back the verdict as JSON, in a file.
package enum ProofProgram {
    /// The prover for a command started with `settings`, whose learner's test runs for at most `timeLimit` seconds.
    package static func prover(settings: Settings, timeLimit: Int) -> Prover {
        { kata, root, progress in
            verdict(of: kata, in: root, settings: settings, timeLimit: timeLimit, progress: progress)
        }
    }

    private static func verdict(
        of kata: Kata, in root: URL, settings: Settings, timeLimit: Int, progress: (String) -> Void
    ) -> ProofVerdict {
        guard let running = Bundle.main.executablePath else {
            return .couldNotRun("the kata command cannot find where it runs from, so not its proof either")
        }
        let executable = URL(fileURLWithPath: running).resolvingSymlinksInPath()
        let folder = executable.deletingLastPathComponent()
        let program = folder.appendingPathComponent("kata-proof")
        let verdictFile = folder.appendingPathComponent("kata-proof-\(getpid())-\(kata.module).verdict")
        defer { try? FileManager.default.removeItem(at: verdictFile) }
        do {
            let package = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            if !isCurrent(program, against: executable, package: package) {
                progress("Proving your test: building the proof, once…")
                if let failure = try build(into: folder, settings: settings) { return .couldNotRun(failure) }
            }
            let run = try Subprocess.run(
                [program.path, "\(kata.number)", verdictFile.path, "\(timeLimit)"], in: root, settings: settings,
                onOutputLine: progress)
            guard run.status == 0, let data = try? Data(contentsOf: verdictFile),
                let verdict = try? JSONDecoder().decode(ProofVerdict.self, from: data)
            else {
                let said = run.errorOutput.split(separator: "\n").last.map(String.init) ?? "status \(run.status)"
                return .couldNotRun("kata-proof gave no verdict: \(said)")
            }
            return verdict
        } catch {
            return .couldNotRun((error as? KataError)?.message ?? "\(error)")
        }
    }

    /// Whether `program` is there and no older than `executable`, the `kata` it was built with, nor than any Swift
    /// file of the tool's package in `package` (`Sources/`): a pull that changes the proof alone leaves `kata` as it
    /// was.
    static func isCurrent(_ program: URL, against executable: URL, package: URL) -> Bool {
        let manager = FileManager.default
        let date = { (url: URL) in (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date }
        guard let built = date(program) else { return false }
        let sources = manager.swiftFiles(under: "Sources", of: package).map { package.appendingPathComponent($0) }
        return ([executable] + sources).allSatisfy { (date($0) ?? .distantFuture) <= built }
    }

    /// Builds `kata-proof` into `folder` (`.build/<triple>/debug`) from the package that built `kata` there; what
    /// went wrong, or nil when it built.
    private static func build(into folder: URL, settings: Settings) throws -> String? {
        let scratch = folder.deletingLastPathComponent().deletingLastPathComponent()
        let package = scratch.deletingLastPathComponent()
        var settings = settings
        settings.only = nil  // The package declares the tool only where it declares every kata.
        let build = try Subprocess.run(
            [
                "swift", "build", "--product", "kata-proof", "--package-path", package.path, "--scratch-path",
                scratch.path, "-c", folder.lastPathComponent,
            ], in: package, settings: settings)
        guard build.status != 0 else { return nil }
        let lines = (build.output + build.errorOutput).split(separator: "\n").suffix(3)
        return "kata-proof, the proof's program, did not build: \(lines.joined(separator: " "))"
    }
}
