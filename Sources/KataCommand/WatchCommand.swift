import Foundation

/// `kata watch`, also `kata` alone: reruns a kata's specs on every save and shows where it stands.
enum WatchCommand: Command {
    static let name = "watch"
    static let abstract = "Reruns a kata's specs on every save, with its progress, its failures and hints on a key."
    static let usage = "[<n>]"
    static let arguments = [(name: "<n>", help: "The kata's number. (default: the first kata that is not green)")]
    static let discussion = """
        swift run kata alone does the same. Keys: h the next hint, n the next kata, r rerun, l list the katas, \
        q quit. When standard input is not a terminal, it runs the kata once, prints the report and exits: \
        0 when the kata is green, 1 when not.
        """

    static func run(_ arguments: [String], context: Context) throws -> Int32 {
        try expect(arguments, required: 0, optional: 1)
        let chosen = try arguments.first.map(context.kata)
        guard context.interactive else {
            let report =
                try chosen.map { try context.report($0, progress: progress(context)) } ?? firstNotGreen(context)
            context.console.write(report.text)
            if report.isGreen, let next = context.katas.first(where: { $0.number > report.kata.number }) {
                context.console.write("Next: swift run kata watch \(next.number)\n")
            }
            return report.isGreen ? 0 : 1
        }
        Terminal.takeKeys()
        defer { Terminal.restore() }
        var session = WatchSession(context: context)
        session.show(try chosen.map { try context.report($0, progress: session.progress) } ?? firstNotGreen(context))
        session.loop()
        return 0
    }

    /// The first kata that is not green, trying them in order; the last kata when every one is.
    private static func firstNotGreen(_ context: Context) throws -> KataReport {
        var report: KataReport?
        for kata in context.katas {
            report = try context.report(kata, progress: progress(context))
            if report?.isGreen == false { break }
        }
        guard let report else { throw KataError("there are no katas under katas/", status: 1) }
        return report
    }

    private static func progress(_ context: Context) -> (String) -> Void {
        { line in if !line.hasPrefix(" ") { context.console.writeError(line + "\n") } }
    }
}
