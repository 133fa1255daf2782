/// `kata status`: runs every kata's specs and shows how far each kata has come.
enum StatusCommand: Command {
    static let name = "status"
    static let abstract = "Runs the katas' specs and shows, for each kata, how many pass."
    static let discussion = """
        A kata is green when all of its specs pass. Safety nets pass from the start, so a red kata may show \
        some specs passing; its README's Specs table says which. With KATA_SOLUTIONS=1, the reference \
        solutions are run instead, in the build folder .build-solutions.
        """

    static func run(_ arguments: [String], context: Context) throws -> Int32 {
        try expect(arguments, required: 0)
        let results = SpecResults(xunit: try context.runSpecs(context.root) { context.console.writeError($0 + "\n") })
        if context.solutions {
            context.console.write("These are the reference solutions (KATA_SOLUTIONS=1), not your katas.\n\n")
        }
        let singletonWidth = max(9, context.katas.map(\.singleton.count).max() ?? 0)
        context.console.write(row("Kata", "Singleton".padding(singletonWidth), "Specs passing", "State"))
        var greens = 0
        var safetyNets = false
        var nextKata: Kata?
        for kata in context.katas {
            let (passed, total) = results.count(inModule: "Kata\(kata.number)Specs")
            let green = total > 0 && passed == total
            if green { greens += 1 } else if nextKata == nil { nextKata = kata }
            if !green && passed > 0 { safetyNets = true }
            let state = total == 0 ? "no specs ran" : green ? "green" : "red"
            context.console.write(
                row("\(kata.number)", kata.singleton.padding(singletonWidth), "\(passed) of \(total)", state))
        }
        if safetyNets {
            context.console.write("(A red kata's passing specs are its safety nets: see its README's Specs table.)\n")
        }
        context.console.write("\n\(greens) of \(context.katas.count) katas green.")
        if let nextKata {
            context.console.write(
                " Next: swift test --filter Kata\(nextKata.number) (katas/\(nextKata.folder)/README.md)\n")
        } else {
            context.console.write(" Every kata is done.\n")
        }
        return 0
    }

    private static func row(_ kata: String, _ singleton: String, _ passing: String, _ state: String) -> String {
        "\(kata.padding(6))\(singleton)  \(passing.padding(15))\(state)\n"
    }
}

extension String {
    /// The string, padded with spaces to at least `width` characters.
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
