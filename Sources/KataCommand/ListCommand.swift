/// `kata list`: every kata with its number, singleton, technique and story.
enum ListCommand: Command {
    static let name = "list"
    static let abstract = "Lists every kata with its singleton, technique and story."
    static let discussion = "Each kata's README says more: katas/<folder>/README.md."

    static func run(_ arguments: [String], context: Context) throws -> Int32 {
        try expect(arguments, required: 0)
        for kata in context.katas {
            context.console.write("Kata \(kata.number)  \(kata.singleton) → \(kata.technique)\n")
            context.console.write("        \(kata.story)\n")
            context.console.write("        katas/\(kata.folder)\n")
        }
        return 0
    }
}
