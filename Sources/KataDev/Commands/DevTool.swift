import Foundation
import KataCommand
import KataCore
import KataProof
import SwiftReader

/// The `kata-dev` command: what maintainers run; the learner never needs it.
package enum DevTool {
    package static let usage = """
        USAGE: swift run kata-dev <command>    (a product of the tool's package, Sources/)

        COMMANDS:
          check [--runs N | --stress]   Everything CI proves; --runs N repeats each tree's spec runs N times
                                        (3 by default), --stress 50 times. Exit status 1 on any miss.
          kata <N> [--runs N]           One kata, in a few minutes: its build, specs, probes and rules alone, its registry,
                                        mistakes and alternatives, README and rows in the docs (N: 3, Kata3 or kata3).
                                        Its specs run once unless --runs says more. Exit status 1 on any miss.
          mistakes [KataN …]            Only the shipped mistakes and alternatives, of every kata or the ones named.
          reformatted [KataN …]         Only the reference solutions and alternatives rewritten by swift format in
                                        other layouts, of every kata or the ones named: each must stay green.
          macos-style [KataN …]         Every kata's specs run as the kata command runs them on macOS (swift test).
          rules [KataN …] [--format F]  Which source rules each reference solution, mistake and alternative breaks.
          faults [--no-swift-test]      The fault suite alone: each fault a learner may meet, run through the kata
                                        command on a copy of Kata 1 (also with KATA_RUNNER=swift-test unless told not).
          canonical <file.swift>        The code as source rules read it: one statement a line, whatever the layout.
          changes <N>                   The changes the proof of kata N's learner test tries on its reference solution,
                                        each with its kind and the behaviour it counts against.
          fingerprints <N> [--update]   Each file kata N leaves alone, with its fingerprint in kata.json and its own now;
                                        --update writes the current ones into kata.json.
          record <N> --lay              Lays kata N's reference solution over the kata, to change as a patch would.
          record <N> <file> <line>…     Writes the kata's difference from its reference solution to <file>, a patch
                                        under solutions/KataN-*/Mistakes or Alternatives, headed by the lines given
                                        ("Mistake: …", "Rejected by: …", "Leaves out: …").
          new <Singleton> [<Subject>]   Makes the next kata, katas/KataN-<Singleton>, and its solution, to fill in:
                                        <Subject> (<Singleton>User by default) reaches for <Singleton>.shared,
                                        and the rules the katas share are named in its kata.json.

        """

    /// Runs the command `arguments` names, from `directory`, and returns its exit status.
    /// - Parameters:
    ///   - settings: The environment `kata-dev` was started with (``Settings``).
    ///   - stamps: The process's one stamper of the files it writes (``Stamps``).
    package static func main(
        _ arguments: [String], in directory: URL, console: Console, settings: Settings, stamps: Stamps
    ) -> Int32 {
        guard let command = arguments.first, !["help", "-h", "--help"].contains(command) else {
            console.write(usage)
            return arguments.isEmpty ? 2 : 0
        }
        guard let root = KataTool.repositoryRoot(from: directory) else {
            console.writeError("kata-dev: run it inside the katas repository\n")
            return 2
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "check":
            guard let runs = runs(rest) else {
                console.writeError("check: --runs takes a whole number above 0; usage: check [--runs N | --stress]\n")
                return 2
            }
            let settings = isolated(settings)
            return Check(root: root, runs: runs, console: console, settings: settings, stamps: stamps).run()
        case "kata":
            guard let (argument, runs) = kataArguments(rest) else {
                console.writeError(
                    "kata: give one kata, and --runs a whole number above 0; usage: kata <N> [--runs N]\n")
                return 2
            }
            guard let kata = kata(argument, command: command, in: root, console: console) else { return 2 }
            let settings = isolated(settings)
            return KataCheck(
                root: root, kata: kata, runs: runs, console: console, settings: settings, stamps: stamps
            ).run()
        case "changes":
            guard rest.count == 1, let kata = kata(rest[0], command: command, in: root, console: console) else {
                if rest.count != 1 { console.writeError("changes: give one kata; usage: changes <N>\n") }
                return 2
            }
            return changes(kata, in: root, settings: settings, stamps: stamps, console: console)
        case "fingerprints":
            guard let (argument, update) = fingerprintsArguments(rest) else {
                console.writeError("fingerprints: give one kata; usage: fingerprints <N> [--update]\n")
                return 2
            }
            guard let kata = kata(argument, command: command, in: root, console: console) else { return 2 }
            return fingerprints(kata, update: update, in: root, console: console)
        case "mistakes", "reformatted":
            guard let katas = try? Kata.all(in: root) else {
                console.writeError("\(command): a kata.json cannot be read\n")
                return 2
            }
            var chosen: [Kata] = []
            for argument in rest {
                let digits = argument.lowercased().hasPrefix("kata") ? String(argument.dropFirst(4)) : argument
                guard let kata = katas.first(where: { "\($0.number)" == digits }) else {
                    console.writeError("\(command): there is no kata '\(argument)'\n")
                    return 2
                }
                chosen.append(kata)
            }
            let settings = isolated(settings)
            let ledger = Ledger(console: console)
            let judged = chosen.isEmpty ? katas : chosen
            let figure =
                command == "mistakes"
                ? MistakesJudge(root: root, settings: settings, stamps: stamps).judge(judged, ledger: ledger)
                : Reformatted(root: root, settings: settings, stamps: stamps).judge(judged, ledger: ledger)
            ledger.note(figure)
            return ledger.misses == 0 ? 0 : 1
        case "macos-style":
            guard let katas = try? Kata.all(in: root) else {
                console.writeError("macos-style: a kata.json cannot be read\n")
                return 2
            }
            let chosen = katas.filter { kata in
                rest.isEmpty || rest.contains { $0.lowercased() == "kata\(kata.number)" }
            }
            let ledger = Ledger(console: console)
            ledger.note(SwiftTestRuns(root: root, settings: settings).run(chosen, ledger: ledger))
            return ledger.misses == 0 ? 0 : 1
        case "rules":
            guard let katas = try? Kata.all(in: root) else {
                console.writeError("rules: a kata.json cannot be read\n")
                return 2
            }
            let format = rest.firstIndex(of: "--format").flatMap { rest.indices.contains($0 + 1) ? rest[$0 + 1] : nil }
            let names = rest.filter { $0.lowercased().hasPrefix("kata") }
            let chosen = katas.filter { kata in
                names.isEmpty || names.contains { $0.lowercased() == "kata\(kata.number)" }
            }
            do {
                let verdicts = RuleVerdicts(
                    root: root, settings: settings, stamps: stamps, format: format.map { URL(fileURLWithPath: $0) })
                console.write(try verdicts.lines(chosen).map { $0 + "\n" }.joined())
                return 0
            } catch {
                console.writeError("rules: \(error)\n")
                return 2
            }
        case "faults":
            guard rest.isEmpty || rest == ["--no-swift-test"] else {
                console.writeError("faults: usage: faults [--no-swift-test]\n")
                return 2
            }
            let settings = isolated(settings)
            let ledger = Ledger(console: console)
            ledger.step("Faults: each fault a learner may meet costs nothing, leaves nothing, and is named")
            ledger.note(Faults(root: root, settings: settings).run(swiftTest: rest.isEmpty, ledger: ledger))
            return ledger.misses == 0 ? 0 : 1
        case "canonical":
            guard rest.count == 1, let text = try? String(contentsOfFile: rest[0], encoding: .utf8) else {
                console.writeError("canonical: give one Swift file that can be read\n")
                return 2
            }
            let lines = SwiftCode(text).canonical(docComments: true)
            console.write(lines.map { "\($0.line)\t\($0.text)\n" }.joined())
            return 0
        case "record":
            guard rest.count >= 2, let kata = kata(rest[0], command: command, in: root, console: console) else {
                if rest.count < 2 {
                    console.writeError("record: usage: record <N> --lay | record <N> <file> <line>…\n")
                }
                return 2
            }
            return record(
                kata, rest.dropFirst(), in: root, settings: settings, stamps: stamps, console: console)
        case "new":
            guard rest.count == 1 || rest.count == 2 else {
                console.writeError(
                    "new: give the singleton's type and the type under test, such as: new PaymentGateway Checkout\n")
                return 2
            }
            do {
                let made = try Scaffold(root: root, name: rest[0], subject: rest.count == 2 ? rest[1] : nil).make()
                console.write(made.map { "made \($0)\n" }.joined())
                console.write(Scaffold.nextSteps)
                return 0
            } catch {
                console.writeError("new: \(error)\n")
                return 2
            }
        default:
            console.writeError("kata-dev: there is no command '\(command)'\n\n\(usage)")
            return 2
        }
    }

    /// `settings` without `KATA_SOLUTIONS` and `KATA_ONLY`: the trees say for themselves whether they build the
    /// solutions and which katas, and the settings `kata-dev` was given must not leak into them.
    private static func isolated(_ settings: Settings) -> Settings {
        var isolated = settings
        (isolated.solutions, isolated.only) = (false, nil)
        return isolated
    }

    /// The kata `argument` names, `3`, `Kata3` or `kata3`, among `katas`; nil if none has that number.
    package static func kata(_ argument: String, in katas: [Kata]) -> Kata? {
        let digits = argument.lowercased().hasPrefix("kata") ? String(argument.dropFirst(4)) : argument
        return katas.first { "\($0.number)" == digits }
    }

    /// The kata `argument` names in the repository at `root`; nil, once `command` has said why, if there is none.
    private static func kata(_ argument: String, command: String, in root: URL, console: Console) -> Kata? {
        guard let katas = try? Kata.all(in: root) else {
            console.writeError("\(command): a kata.json cannot be read\n")
            return nil
        }
        guard let kata = kata(argument, in: katas) else {
            let numbers = katas.map { "\($0.number)" }.joined(separator: ", ")
            console.writeError("\(command): there is no kata '\(argument)'; the katas are \(numbers)\n")
            return nil
        }
        return kata
    }

    /// The kata and the number of runs `kata`'s arguments ask for (once by default); nil for arguments it does not take.
    package static func kataArguments(_ arguments: [String]) -> (kata: String, runs: Int)? {
        guard let kata = arguments.first, !kata.hasPrefix("-") else { return nil }
        let rest = Array(arguments.dropFirst())
        guard !rest.isEmpty else { return (kata, 1) }
        guard rest.first == "--runs", let runs = runs(rest) else { return nil }
        return (kata, runs)
    }

    /// The kata and whether to write the fingerprints, from `fingerprints`'s arguments; nil for ones it does not take.
    package static func fingerprintsArguments(_ arguments: [String]) -> (kata: String, update: Bool)? {
        switch arguments.count {
        case 1 where !arguments[0].hasPrefix("-"): return (arguments[0], false)
        case 2 where !arguments[0].hasPrefix("-") && arguments[1] == "--update": return (arguments[0], true)
        default: return nil
        }
    }

    /// Prints `kata`'s fingerprints and, with `update`, writes the current ones into its kata.json.
    private static func fingerprints(_ kata: Kata, update: Bool, in root: URL, console: Console) -> Int32 {
        let fingerprints = Fingerprints(root: root, kata: kata)
        console.write("\(kata.module), the files katas/\(kata.folder)/kata.json leaves alone:\n")
        console.write(fingerprints.lines().map { $0 + "\n" }.joined())
        let missing = fingerprints.rows.filter { $0.current == nil }.map(\.file)
        if !missing.isEmpty {
            console.writeError("fingerprints: \(missing.joined(separator: ", ")) does not exist\n")
        }
        guard update else { return missing.isEmpty ? 0 : 1 }
        do {
            let written = try fingerprints.update()
            console.write(
                written.isEmpty
                    ? "kata.json records every current fingerprint already\n"
                    : "wrote \(counted(written.count, "fingerprint")) into katas/\(kata.folder)/kata.json\n")
            return missing.isEmpty ? 0 : 1
        } catch {
            console.writeError("fingerprints: \((error as? KataError)?.message ?? "\(error)")\n")
            return 1
        }
    }

    /// Prints each change the proof of `kata`'s learner test tries on its reference solution, in the order it tries them,
    /// with its kind and the behaviour of `kata.json` it counts against, if any.
    private static func changes(
        _ kata: Kata, in root: URL, settings: Settings, stamps: Stamps, console: Console
    ) -> Int32 {
        let judge = MistakesJudge(root: root, settings: settings, stamps: stamps)
        guard kata.facts.yourTest != nil, let files = try? judge.solved(kata) else {
            console.writeError("changes: \(kata.module) has no learner's test to prove, or its files cannot be read\n")
            return 1
        }
        let mutants = Mutant.all(for: kata.facts, in: files)
        let behaviours = kata.facts.yourTest?.behaviours ?? []
        console.write(
            mutants.map { mutant in
                let breaks = behaviours.first { BehaviourTally.breaks(mutant, $0) }.map { " → \($0.id)" } ?? ""
                return "\(mutant.file):\(mutant.line)\t\(mutant.kind.rawValue)\(breaks)\t\(mutant.change)\n"
            }
            .joined())
        console.write("\(counted(mutants.count, "change")), before the proof drops those that do not compile\n")
        return 0
    }

    /// Lays kata `kata`'s reference solution over it (`--lay`), or writes its difference as a patch.
    private static func record(
        _ kata: Kata, _ arguments: ArraySlice<String>, in root: URL, settings: Settings, stamps: Stamps,
        console: Console
    ) -> Int32 {
        let recorder = PatchRecorder(root: root, kata: kata, settings: settings, stamps: stamps)
        do {
            if arguments == ["--lay"] {
                console.write(try recorder.lay().map { "laid \($0)\n" }.joined())
                console.write("Change katas/\(kata.folder), then: kata-dev record \(kata.number) <file> <line>…\n")
                return 0
            }
            let file = URL(fileURLWithPath: arguments.first ?? "", relativeTo: root)
            let problems = try recorder.record(to: file, header: Array(arguments.dropFirst()))
            guard problems.isEmpty else {
                console.writeError(problems.map { "record: \($0)\n" }.joined())
                return 1
            }
            console.write(
                "wrote \(file.path); put the kata back: git checkout -- katas/\(kata.folder) && git clean -fd katas/\(kata.folder)\n"
            )
            return 0
        } catch {
            console.writeError("record: \(error)\n")
            return 1
        }
    }

    /// How many runs `check`'s arguments ask for; nil for arguments it does not take.
    package static func runs(_ arguments: [String]) -> Int? {
        switch arguments.count {
        case 0: return 3
        case 1 where arguments[0] == "--stress": return 50
        case 2 where arguments[0] == "--runs": return Int(arguments[1]).flatMap { $0 > 0 ? $0 : nil }
        default: return nil
        }
    }
}
