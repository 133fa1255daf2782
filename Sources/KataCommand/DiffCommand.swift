/// `kata diff`: the learner's kata against its reference solution.
enum DiffCommand: Command {
    static let name = "diff"
    static let abstract = "Shows your work on a kata against its reference solution."
    static let usage = "<n>"
    static let arguments = [(name: "<n>", help: "The kata's number.")]
    static let discussion = """
        Lines starting with - are yours, lines starting with + are the solution's. \
        The diff covers Sources/ and Tests/, not the READMEs.
        """

    static func run(_ arguments: [String], context: Context) throws -> Int32 {
        try expect(arguments, required: 1)
        let kata = try context.kata(arguments[0])
        context.console.write(
            "Kata \(kata.number): - your code (katas/\(kata.folder)), + the solution (solutions/\(kata.folder))\n\n")
        for part in ["Sources", "Tests"] {
            let result = try Subprocess.run(
                [
                    "git", "diff", "--no-index", "--", "katas/\(kata.folder)/\(part)",
                    "solutions/\(kata.folder)/\(part)",
                ],
                in: context.root
            )
            guard result.status <= 1 else {
                throw KataError("git diff failed: \(result.errorOutput.split(separator: "\n").first ?? "")", status: 1)
            }
            context.console.write(result.status == 0 ? "\(part)/: the same as the solution's.\n" : result.output)
        }
        return 0
    }
}
