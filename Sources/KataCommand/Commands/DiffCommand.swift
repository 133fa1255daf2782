import Foundation
import KataCore

/// `kata diff`: the learner's kata against its reference solution.
package enum DiffCommand: Command {
    package static let name = "diff"
    package static let abstract = "Shows your work on a kata against its reference solution."
    package static let usage = "<n>"
    package static let arguments = [(name: "<n>", help: "The kata's number.")]
    package static let discussion = """
        Lines starting with - are yours, lines starting with + are the solution's. \
        The diff covers the files the solution writes in Sources/ and Tests/, not the READMEs.
        """

    package static func run(_ arguments: [String], context: Context) throws -> Int32 {
        try expect(arguments, required: 1)
        let kata = try context.kata(arguments[0])
        context.console.write(
            "Kata \(kata.number): - your code (katas/\(kata.folder)), + the solution (solutions/\(kata.folder))\n\n")
        let manager = FileManager.default
        let solution = context.root.appendingPathComponent("solutions/\(kata.folder)")
        let learner = context.root.appendingPathComponent("katas/\(kata.folder)")
        for part in ["Sources", "Tests"] {
            // The solution holds only what the learner writes; the rest of the kata is the same in both. A file the
            // learner added, at any depth, shows against nothing.
            let solved = manager.swiftFiles(under: part, of: solution)
            let added = manager.swiftFiles(under: part, of: learner).filter {
                !solved.contains($0) && kata.facts.leaveAlone[$0] == nil && !kata.facts.edit.contains($0)
            }
            var output = ""
            for file in (solved + added).sorted() {
                let yours = "katas/\(kata.folder)/\(file)"
                let theirs = "solutions/\(kata.folder)/\(file)"
                let exists = { (path: String) in
                    manager.fileExists(atPath: context.root.appendingPathComponent(path).path)
                }
                let result = try Subprocess.run(
                    [
                        "git", "diff", "--no-index", "--", exists(yours) ? yours : "/dev/null",
                        exists(theirs) ? theirs : "/dev/null",
                    ],
                    in: context.root, settings: context.settings
                )
                guard result.status <= 1 else {
                    throw KataError(
                        "git diff failed: \(result.errorOutput.split(separator: "\n").first ?? "")", status: 1)
                }
                output += result.output
            }
            context.console.write(output.isEmpty ? "\(part)/: the same as the solution's.\n" : output)
        }
        return 0
    }
}
