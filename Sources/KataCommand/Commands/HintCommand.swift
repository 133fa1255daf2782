import KataCore

/// `kata hint`: a kata's hints, one layer at a time, as its `HINTS.md` has them.
package enum HintCommand: Command {
    package static let name = "hint"
    package static let abstract = "Shows a kata's hints one layer at a time: a nudge, the idea, nearly the code."
    package static let usage = "<n> [<level>]"
    package static let arguments = [
        (name: "<n>", help: "The kata's number."),
        (name: "<level>", help: "Which hint: 1 a nudge, 2 the idea, 3 nearly the code. (default: 1)"),
    ]
    package static let discussion =
        "The hints are the ones in the kata's HINTS.md. In watch mode, h shows the next one."

    package static func run(_ arguments: [String], context: Context) throws -> Int32 {
        try expect(arguments, required: 1, optional: 1)
        let kata = try context.kata(arguments[0])
        let hints = kata.hints
        let level = arguments.count > 1 ? Int(arguments[1]) : 1
        guard !hints.isEmpty else {
            throw KataError("kata \(kata.number) has no hints (katas/\(kata.folder)/HINTS.md)", status: 1)
        }
        guard let level, hints.indices.contains(level - 1) else {
            // The first hint, never the last: a wrong number must not spoil the solution.
            throw KataError(
                "kata \(kata.number) has hints 1 to \(hints.count); start with: swift run kata hint \(kata.number) 1")
        }
        let hint = hints[level - 1]
        context.console.write("Kata \(kata.number), hint \(level) of \(hints.count): \(hint.title)\n\n\(hint.text)\n\n")
        if level < hints.count {
            context.console.write("Next: swift run kata hint \(kata.number) \(level + 1)\n")
        } else {
            context.console.write("That was the last hint. The solution: swift run kata diff \(kata.number)\n")
        }
        return 0
    }
}
