import KataCore

/// `kata list`: every kata with its number, singleton, technique and story.
package enum ListCommand: Command {
    package static let name = "list"
    package static let abstract = "Lists every kata with its singleton, technique, story and last verdict."
    package static let discussion = """
        Each kata's README says more: katas/<folder>/README.md. Each kata shows where it stood when the kata command \
        last judged it, while its files are still the ones judged.
        """

    package static func run(_ arguments: [String], context: Context) throws -> Int32 {
        try expect(arguments, required: 0)
        // Every heading's singleton starts in one column, and the lines below it there too.
        let width = "Kata \(context.katas.map(\.number).max() ?? 0)  ".count
        let indent = String(repeating: " ", count: width)
        for kata in context.katas {
            let heading = "Kata \(kata.number)"
            let gap = String(repeating: " ", count: width - heading.count)
            let state = context.runs.keptState(of: kata)
            context.console.write("\(heading)\(gap)\(kata.singleton) → \(kata.technique)  (\(state))\n")
            context.console.write("\(indent)\(kata.story)\n")
            context.console.write("\(indent)katas/\(kata.folder)\n")
        }
        return 0
    }
}
