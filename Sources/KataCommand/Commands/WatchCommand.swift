import Foundation
import KataCore

/// `kata watch`, also `kata` alone or `kata <n>`: reruns a kata's specs on every save and shows where it stands.
package enum WatchCommand: Command {
    package static let name = "watch"
    package static let abstract =
        "Reruns a kata's specs on every save, with its progress, its failures and hints on a key."
    package static let usage = "[<n>]"
    package static let runsSpecs = true
    package static let arguments = [
        (name: "<n>", help: "The kata's number. (default: the first kata that is not green)")
    ]
    package static let discussion = """
        swift run kata alone, or swift run kata <n>, does the same. Keys: h the next hint, g the goal, n the next kata, \
        p the previous kata, r rerun, l list the katas, q quit; they work while a kata builds and runs too. \
        Ctrl-Z gives the terminal back as it was, and fg returns to watch mode. \
        A run of the specs that takes longer than KATA_TIMEOUT seconds (default 60, at most 3600) is stopped, with the spec \
        that did not finish named. When standard input is not a terminal, it runs the kata once, prints the \
        report and exits: 0 when the kata is green, 1 when not.
        """

    package static func run(_ arguments: [String], context: Context) throws -> Int32 {
        try expect(arguments, required: 0, optional: 1)
        let chosen = try arguments.first.map(context.kata)
        guard context.interactive else {
            let report =
                try chosen.map { context.proved(context.report($0) { _ in }) { _ in } } ?? firstNotGreen(context)
            context.console.write(report.text)
            if report.isGreen, let next = context.katas.next(after: report.kata) {
                context.console.write("Next: swift run kata watch \(next.number)\n")
            }
            return report.isGreen ? 0 : 1
        }
        WatchSession(context: context, opening: chosen).run()
        return 0
    }

    /// The first kata that is not green, trying them in order; the last kata when every one is.
    private static func firstNotGreen(_ context: Context) throws -> KataReport {
        var report: KataReport?
        while let kata = context.katas.next(after: report?.kata), report?.isGreen != false {
            report = context.proved(context.report(kata) { _ in }) { _ in }
        }
        guard let report else { throw KataError("there are no katas under katas/", status: 1) }
        return report
    }
}
