import Foundation
import KataCore

/// One command of `kata`: its name, its help text, and what it does.
package protocol Command {
    static var name: String { get }
    /// One line that says what the command does.
    static var abstract: String { get }
    /// The command's arguments as the usage line shows them, such as `<n> [<level>]`.
    static var usage: String { get }
    /// Each argument's name and help.
    static var arguments: [(name: String, help: String)] { get }
    /// More about the command, for its help page.
    static var discussion: String { get }
    /// Whether the command runs specs or proves a learner's test, so that it needs a time limit that holds.
    static var runsSpecs: Bool { get }
    /// Does the command's work and returns the exit status.
    static func run(_ arguments: [String], context: Context) throws -> Int32
}

extension Command {
    package static var usage: String { "" }
    package static var arguments: [(name: String, help: String)] { [] }
    package static var runsSpecs: Bool { false }

    /// Fails unless `arguments` has between `required` and `required + optional` elements.
    package static func expect(_ arguments: [String], required: Int, optional: Int = 0) throws {
        let line = "swift run kata \(name) \(usage)".trimmingCharacters(in: .whitespaces)
        if arguments.count < required {
            throw KataError("\(name) needs a kata number; for example: swift run kata \(name) 1")
        }
        if arguments.count > required + optional {
            let extra = arguments[(required + optional)...].joined(separator: " ")
            throw KataError("\(name) does not take '\(extra)'; usage: \(line)")
        }
    }

    /// The page `swift run kata help <name>` prints.
    package static var helpPage: String {
        var page =
            "OVERVIEW: \(abstract)\n\nUSAGE: swift run kata \(name) \(usage)"
            .trimmingCharacters(in: .whitespaces) + "\n"
        if !arguments.isEmpty {
            page += "\nARGUMENTS:\n"
            for argument in arguments {
                page += "  " + argument.name.padding(toLength: 12, withPad: " ", startingAt: 0) + argument.help + "\n"
            }
        }
        return page + "\n" + discussion + "\n"
    }
}
