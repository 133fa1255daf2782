import KataCore

/// `kata status`: runs every kata's specs and shows how far each kata has come.
package enum StatusCommand: Command {
    package static let name = "status"
    package static let abstract = "Runs the katas' specs and shows, for each kata, how many pass."
    package static let runsSpecs = true
    package static let discussion = """
        A kata is green when all of its specs, probes and source rules pass, your own test is proven, and \
        the files its README says to leave as they are are unchanged. Safety nets pass from the start, so a red kata may show \
        some specs passing; its README's Specs table says which. With KATA_SOLUTIONS=1, the reference \
        solutions are run instead, in the build folder .build/kata-solutions. A file saved while the specs \
        run makes them run once more, and a file that changes during both runs is named.
        """

    package static func run(_ arguments: [String], context: Context) throws -> Int32 {
        try expect(arguments, required: 0)
        let reports = try steadyReports(context)
        if context.solutions {
            context.console.write("These are the reference solutions (KATA_SOLUTIONS=1), not your katas.\n\n")
        }
        let singletonWidth = max(9, context.katas.map(\.singleton.count).max() ?? 0)
        context.console.write(row("Kata", "Singleton".padding(singletonWidth), "Specs passing", "State"))
        var greens = 0
        var safetyNets = false
        for report in reports {
            let kata = report.kata
            if report.isGreen { greens += 1 }
            if report.state == "red" && report.passing > 0 { safetyNets = true }
            context.console.write(
                row(
                    "\(kata.number)", kata.singleton.padding(singletonWidth),
                    "\(report.passing) of \(report.results.count)", report.state))
        }
        for report in reports {
            if let line = report.missingLine { context.console.write("Kata \(report.kata.number): \(line)\n") }
        }
        for report in reports where !report.changedFiles.isEmpty {
            context.console.write("Kata \(report.kata.number): " + report.changeLines.joined(separator: "\n") + "\n")
        }
        if safetyNets {
            context.console.write("(A red kata's passing specs are its safety nets: see its README's Specs table.)\n")
        }
        context.console.write("\n\(greens) of \(context.katas.count + context.unreadable.count) katas green.")
        if let nextKata = context.katas.next(after: nil, known: reports) {
            context.console.write(
                " Next: swift run kata watch \(nextKata.number) (katas/\(nextKata.folder)/README.md)\n")
        } else if let unreadable = context.unreadable.first {
            context.console.write(" Next: get back katas/\(unreadable.folder)/\(Kata.factsFile), as said above.\n")
        } else {
            context.console.write(" Every kata is done.\n")
        }
        return 0
    }

    /// Every kata's report, from a run during which no kata's file changed: a save meanwhile makes one more run, and
    /// a second names the file that keeps changing, rather than the learner's code.
    private static func steadyReports(_ context: Context) throws -> [KataReport] {
        // In a terminal, one line of progress that updates and goes; elsewhere none, so the table stands alone.
        let progress: (String) -> Void =
            context.interactive
            ? { context.console.writeError("\r\u{1B}[K" + $0.trimmingCharacters(in: .whitespaces).prefix(100)) }
            : { _ in }
        defer { if context.interactive { context.console.writeError("\r\u{1B}[K") } }
        let folders =
            context.katas.map { context.root.appendingPathComponent("katas/\($0.folder)") }
            + (context.solutions
                ? context.katas.map { context.root.appendingPathComponent("solutions/\($0.folder)") } : [])
        var before = FileSnapshot(of: folders)
        var runs = 0
        while true {
            runs += 1
            // A learner's test is proven once a kata's other lines pass; a verdict is kept until its files change.
            let outcome = Result {
                try context.reports(context.katas, progress: progress).map { context.proved($0, progress: progress) }
            }
            let after = FileSnapshot(of: folders)
            guard let file = after.changed(since: before).first.map({ $0.dropFirst(context.root.path.count + 1) })
            else {
                do {
                    return try outcome.get()
                } catch let failure as BuildFailure {
                    throw KataError(
                        "the katas do not build, so no spec ran; fix this first: \(failure.message)", status: 1)
                }
            }
            guard runs == 1 else {
                throw KataError(
                    "\(file) changed during both runs of the specs, so neither result holds; save it once, "
                        + "wait until it stops changing, then run kata status again",
                    status: 1)
            }
            progress("\(file) changed while the specs ran; running them again…")
            before = after
        }
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
