import Foundation

@testable import KataCommand

/// The `kata-dev` command: what maintainers run; the learner never needs it.
public enum DevTool {
    static let usage = """
        USAGE: swift run kata-dev <command>    (KATA_DEV=1 declares it)

        COMMANDS:
          check [--runs N | --stress]   Everything CI proves; --runs N repeats each tree's spec runs N times
                                        (3 by default), --stress 50 times. Exit status 1 on any miss.
          mistakes [KataN …]            Only the shipped mistakes and alternatives, of every kata or the ones named.
          reformatted [KataN …]         Only the reference solutions and alternatives rewritten by swift format in
                                        other layouts, of every kata or the ones named: each must stay green.
          macos-style [KataN …]         Every kata's specs run as the kata command runs them on macOS (swift test).
          rules [KataN …] [--format F]  Which source rules each reference solution, mistake and alternative breaks.
          canonical <file.swift>        The code as source rules read it: one statement a line, whatever the layout.
          new <Singleton> [<Subject>]   Makes the next kata, katas/KataN-<Singleton>, and its solution, to fill in:
                                        <Subject> (<Singleton>User by default) reaches for <Singleton>.shared,
                                        and the rules the katas share are named in its kata.json.

        """

    /// Runs the command `arguments` names, from `directory`, and returns its exit status.
    public static func main(_ arguments: [String], in directory: URL, console: Console) -> Int32 {
        guard let command = arguments.first, !["help", "-h", "--help"].contains(command) else {
            console.write(usage)
            return arguments.isEmpty ? 2 : 0
        }
        guard let root = KataTool.repositoryRoot(from: directory) else {
            console.writeError("kata-dev: run it inside the katas repository\n")
            return 2
        }
        // The trees say for themselves whether they build the solutions; the process's own setting must not leak.
        unsetenv("KATA_SOLUTIONS")
        unsetenv("KATA_ONLY")
        let rest = Array(arguments.dropFirst())
        switch command {
        case "check":
            guard let runs = runs(rest) else {
                console.writeError("check: --runs takes a whole number above 0; usage: check [--runs N | --stress]\n")
                return 2
            }
            return Check(root: root, runs: runs, console: console).run()
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
            let ledger = Ledger(console: console)
            let judged = chosen.isEmpty ? katas : chosen
            let figure =
                command == "mistakes"
                ? MistakesJudge(root: root).judge(judged, ledger: ledger)
                : Reformatted(root: root).judge(judged, ledger: ledger)
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
            ledger.note(SwiftTestRuns(root: root).run(chosen, ledger: ledger))
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
                let verdicts = RuleVerdicts(root: root, format: format.map { URL(fileURLWithPath: $0) })
                console.write(try verdicts.lines(chosen).map { $0 + "\n" }.joined())
                return 0
            } catch {
                console.writeError("rules: \(error)\n")
                return 2
            }
        case "canonical":
            guard rest.count == 1, let text = try? String(contentsOfFile: rest[0], encoding: .utf8) else {
                console.writeError("canonical: give one Swift file that can be read\n")
                return 2
            }
            let lines = SwiftCode(text).canonical(docComments: true)
            console.write(lines.map { "\($0.line)\t\($0.text)\n" }.joined())
            return 0
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

    /// How many runs `check`'s arguments ask for; nil for arguments it does not take.
    static func runs(_ arguments: [String]) -> Int? {
        switch arguments.count {
        case 0: return 3
        case 1 where arguments[0] == "--stress": return 50
        case 2 where arguments[0] == "--runs": return Int(arguments[1]).flatMap { $0 > 0 ? $0 : nil }
        default: return nil
        }
    }
}
