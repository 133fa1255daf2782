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
          new <Name>                    Makes the next kata, katas/KataN-Name, and its solution, to fill in.

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
        case "new":
            guard rest.count == 1 else {
                console.writeError("new: give the kata's name, such as: new PaymentGateway\n")
                return 2
            }
            do {
                let made = try Scaffold(root: root, name: rest[0]).make()
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
