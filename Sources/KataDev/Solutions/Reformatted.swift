import Foundation
import KataCommand
import KataCore

/// Proves that a right solution stays green whatever its layout: the reference solution and every shipped
/// alternative, their learner's files rewritten by `swift format` in layouts unlike the repository's, are judged as
/// an alternative is, in the mistakes judge's scratch packages.
package struct Reformatted {
    package let root: URL
    /// What the programs it starts are given (``Settings``).
    package let settings: Settings
    /// The process's one stamper (``Stamps``).
    package let stamps: Stamps

    private var mistakes: MistakesJudge { MistakesJudge(root: root, settings: settings, stamps: stamps) }

    /// One rewritten tree's verdict: its name, its layout, and what keeps it from being green (empty when it is).
    package struct Rewritten: Sendable {
        package let name: String
        package let layout: Layout
        package let red: [String]

        /// The check's line for the tree when it is not green, with its first red line on one line; nil when green.
        package var miss: String? {
            guard let first = red.first else { return nil }
            let line = first.replacingOccurrences(of: "\n", with: " ")
            return "\(name), reformatted in \(layout.name): not green: "
                + (line.count > 300 ? line.prefix(300) + "…" : line)
        }
    }

    /// Judges the reformatted trees of `katas`; returns `reformatted: N of M green`.
    package func judge(_ katas: [Kata], ledger: Ledger) -> String {
        let mistakes = self.mistakes
        let folder = root.appendingPathComponent(".build/check/reformatted")
        let outcomes = mistakes.inWorkers(katas, empty: [Rewritten]()) { kata, worker in
            trees(
                of: kata, in: mistakes.package(worker),
                formatting: folder.appendingPathComponent("worker-\(worker + 1)"))
        }
        for (kata, rewritten) in zip(katas, outcomes) {
            rewritten.compactMap(\.miss).forEach(ledger.miss)
            let green = rewritten.filter(\.red.isEmpty).count
            if green == rewritten.count {
                ledger.pass(
                    "\(kata.module): \(green) reformatted trees green (\(Layout.all.count) of the reference "
                        + "solution, \(green - Layout.all.count) of its alternatives)")
            }
        }
        let all = outcomes.flatMap { $0 }
        return Self.closing(green: all.filter(\.red.isEmpty).count, of: all.count)
    }

    /// The closing line: `reformatted: N of M green`.
    package static func closing(green: Int, of total: Int) -> String {
        "reformatted: \(green) of \(total) green"
    }

    /// The files of `tree` that a learner edits or adds, sorted: the Swift files under `Sources/` and `Tests/` that
    /// `kata.json` lists in `edit` or that the kata did not start with (`starting`), and none it leaves alone.
    package static func learnerFiles(of tree: [String: Data], facts: KataFacts, starting: Set<String>) -> [String] {
        tree.keys.filter { path in
            (path.hasPrefix("Sources/") || path.hasPrefix("Tests/")) && path.hasSuffix(".swift")
                && (facts.edit.contains(path) || !starting.contains(path)) && facts.leaveAlone[path] == nil
        }
        .sorted()
    }

    /// Every reformatted tree of `kata`, judged in the scratch package `package`; `formatting` is a folder of the
    /// worker's own where `swift format` rewrites the files.
    private func trees(of kata: Kata, in package: URL, formatting: URL) -> [Rewritten] {
        let mistakes = self.mistakes
        let folder = package.appendingPathComponent("katas/\(kata.folder)")
        let reference = "\(kata.module) reference solution"
        let solved: [String: Data]
        let starting: Set<String>
        do {
            try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
            try mistakes.sync(mistakes.manifest(), into: package)
            solved = try mistakes.solved(kata)
            starting = Set(try kata.files(in: root, solutions: false).keys)
        } catch {
            return [Rewritten(name: reference, layout: Layout.narrow, red: ["cannot be laid out: \(error)"])]
        }
        var trees = Layout.all.map { layout in
            Rewritten(
                name: reference, layout: layout,
                red: red(
                    of: solved, kata: kata, starting: starting, layout: layout, in: package, formatting: formatting))
        }
        for file in mistakes.patches(of: kata) {
            let patch = Patch(
                name: "\(kata.module)/Alternatives/\(file.lastPathComponent)",
                text: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
            guard patch.isMistake == false else { continue }
            let layout = Layout.attributesApart
            do {
                try mistakes.sync(solved, into: folder)
                if let failure = try mistakes.apply(file, changing: patch.files, to: kata, in: package) {
                    trees.append(Rewritten(name: patch.name, layout: layout, red: [failure]))
                    continue
                }
                // The patched tree: its sources and tests as the patch left them, its probes and facts as they were.
                let patched = try kata.files(in: package, solutions: false).merging(
                    solved.filter { !$0.key.hasPrefix("Sources/") && !$0.key.hasPrefix("Tests/") }
                ) { own, _ in own }
                trees.append(
                    Rewritten(
                        name: patch.name, layout: layout,
                        red: red(
                            of: patched, kata: kata, starting: starting, layout: layout, in: package,
                            formatting: formatting)))
            } catch {
                trees.append(Rewritten(name: patch.name, layout: layout, red: ["cannot be run: \(error)"]))
            }
        }
        return trees
    }

    /// What keeps `tree`, its learner's files rewritten in `layout`, from being green in `package`: empty when it is.
    private func red(
        of tree: [String: Data], kata: Kata, starting: Set<String>, layout: Layout, in package: URL, formatting: URL
    ) -> [String] {
        do {
            let paths = Self.learnerFiles(of: tree, facts: kata.facts, starting: starting)
            let reformatted = try reformat(tree, paths: paths, layout: layout, in: formatting)
            try mistakes.sync(reformatted, into: package.appendingPathComponent("katas/\(kata.folder)"))
            return Patch.red(try mistakes.verdict(kata, in: package))
        } catch let failure as BuildFailure {
            return ["does not compile: \(failure.message)"]
        } catch let error as KataError {
            return [error.message]
        } catch {
            return ["cannot be run: \(error)"]
        }
    }

    /// `tree` with the files `paths` rewritten by `swift format format` in `layout`, in the folder `folder`.
    private func reformat(_ tree: [String: Data], paths: [String], layout: Layout, in folder: URL) throws
        -> [String: Data]
    {
        guard !paths.isEmpty else { return tree }
        let manager = FileManager.default
        try? manager.removeItem(at: folder)
        for path in paths {
            let file = folder.appendingPathComponent(path)
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try tree[path]?.write(to: file)
        }
        let configuration = folder.appendingPathComponent("layout.swift-format")
        try Data(layout.configuration.utf8).write(to: configuration)
        let format = try Subprocess.run(
            ["swift", "format", "format", "--in-place", "--configuration", configuration.path] + paths, in: folder,
            settings: settings)
        guard format.status == 0 else {
            let said = (format.errorOutput + format.output).split(separator: "\n").first ?? "no output"
            throw KataError("swift format cannot rewrite it: \(said)")
        }
        var reformatted = tree
        for path in paths {
            reformatted[path] = try Data(contentsOf: folder.appendingPathComponent(path))
        }
        return reformatted
    }
}
