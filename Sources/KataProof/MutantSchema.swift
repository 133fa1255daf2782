import Foundation
import KataCore
import SwiftReader

/// Every change the proof tries, built into one copy of the code behind a switch, so that one build serves them all.
///
/// Each function body (or accessor) that a change touches becomes `switch KataMutant.id { case N: … default: … }`,
/// one case per change holding the whole body with that change made, and `default` the body as it was; the run that
/// tries change N sets `KATA_MUTANT=N`. This is the mutant-schemata way of mutation-testing tools: changes cost a
/// run each, not a build each.
package struct MutantSchema {
    /// The files with every change built in, and `Sources/KataMutant.swift`, which reads the switch.
    package var files: [String: String] = [:]
    /// The changes it holds, by their number (their index in the list it was made from, plus one).
    package var numbers: Set<Int> = []

    /// The file that reads the switch, and the traps' own (``ProofTraps/off``); `nonisolated`, so that any isolation
    /// of the module's code may read it.
    package static let switchFile = (
        "Sources/KataMutant.swift",
        """
        #if canImport(Darwin)
            import Darwin
        #elseif canImport(Glibc)
            import Glibc
        #elseif canImport(Musl)
            import Musl
        #endif

        /// Which change to the code runs: `KATA_MUTANT`, or 0 for the code as it is.
        enum KataMutant {
            nonisolated static var id: Int {
                getenv("KATA_MUTANT").flatMap { Int(String(cString: $0)) } ?? 0
            }

            /// Whether the traps are set: unless `KATA_TRAPS` is `off`.
            nonisolated static var trapsSet: Bool {
                getenv("KATA_TRAPS").map { String(cString: $0) } != "off"
            }

            /// A trap's `fatalError`, while the traps are set.
            nonisolated static func trap(
                _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line
            ) {
                if trapsSet { fatalError(message(), file: file, line: line) }
            }

            /// A trapping initializer while the traps are set, the property's own otherwise.
            nonisolated static func trapped<Value>(
                _ trap: @autoclosure () -> Never, else value: @autoclosure () -> Value
            ) -> Value {
                if trapsSet { trap() }
                return value()
            }

            nonisolated static func trapped<Value>(
                _ trap: @autoclosure () -> Value, else value: @autoclosure () -> Value
            ) -> Value {
                trapsSet ? trap() : value()
            }
        }

        """
    )

    /// The schema of `mutants`, each an edit of one file of `originals` (file → text), holding the changes numbered
    /// `keeping` alone (all when nil) and of those only the ones inside a function or accessor body.
    package init(_ mutants: [Mutant], originals: [String: String], keeping: Set<Int>? = nil) {
        var byBody: [String: [Int: [(number: Int, content: String)]]] = [:]
        for (index, mutant) in mutants.enumerated() where keeping?.contains(index + 1) ?? true {
            guard let original = originals[mutant.file],
                let (block, content) = Self.body(of: mutant, in: original)
            else { continue }
            byBody[mutant.file, default: [:]][block, default: []].append((index + 1, content))
            numbers.insert(index + 1)
        }
        for (file, bodies) in byBody {
            let original = originals[file]!
            let code = SwiftCode(original)
            var text = original
            // From the last body to the first, so each replacement leaves the offsets of the others as they are.
            for (open, cases) in bodies.sorted(by: { $0.key > $1.key }) {
                let close = Self.closing(open, in: code)
                let start = code.tokens[open].range.upperBound
                let end = code.tokens[close].range.lowerBound
                let kept = code.source(start..<end)
                let switched =
                    "\nswitch KataMutant.id {\n"
                    + cases.map { "case \($0.number):  // kata-mutant \($0.number)\n\(Self.statements($0.content))\n" }
                    .joined() + "default:  // kata-mutant 0\n\(Self.statements(kept))\n}\n"
                text = SwiftCode(text).replacing(start..<end, with: switched)
            }
            files[file] = text
        }
        files[Self.switchFile.0] = Self.switchFile.1
    }

    /// The numbers of the changes whose cases hold the lines `lines` of `file`, as a build's errors name them.
    package func changes(at lines: [Int], in file: String) -> Set<Int> {
        guard let text = files[file] else { return [] }
        var owner: [Int] = []
        var current = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let marker = line.range(of: "// kata-mutant ") { current = Int(line[marker.upperBound...]) ?? 0 }
            owner.append(current)
        }
        return Set(lines.compactMap { owner.indices.contains($0 - 1) ? owner[$0 - 1] : nil }.filter { $0 != 0 })
    }

    /// A case's statements; `break` after a body left with no code, only a comment or nothing, which a case may not
    /// be.
    private static func statements(_ content: String) -> String {
        SwiftCode(content).tokens.isEmpty ? content + "\nbreak" : content
    }

    /// The index of the `}` that closes the `{` at `open`.
    private static func closing(_ open: Int, in code: SwiftCode) -> Int {
        var depth = 0
        for index in open..<code.tokens.count {
            if code.tokens[index].is("{") { depth += 1 }
            if code.tokens[index].is("}") { depth -= 1 }
            if depth == 0 { return index }
        }
        return code.tokens.count - 1
    }

    /// The body that `mutant`'s edit of `original` falls in (the index of its `{`), and that body's text with the
    /// change made; nil when it falls in no function or accessor body.
    package static func body(of mutant: Mutant, in original: String) -> (Int, String)? {
        let edit = mutant.range
        let code = SwiftCode(original)
        let owners: Set<String> = ["func", "init", "deinit", "subscript", "get", "set", "didSet", "willSet"]
        var found: Int?
        func visit(_ statements: [SwiftCode.Statement]) {
            for statement in statements {
                let words = statement.header.filter { code.tokens[$0].kind == .word }.map { code.tokens[$0].text }
                // A computed property's getter, `var body: String { … }`, is an accessor with no `get` written; a
                // stored property's initializer, after `=`, is no body.
                let isBody =
                    words.contains(where: owners.contains)
                    || (words.contains("var") && !statement.header.contains { code.tokens[$0].is("=") })
                for block in statement.blocks {
                    let inside = code.tokens[block.open].range.upperBound..<code.tokens[block.close].range.lowerBound
                    guard inside.lowerBound <= edit.lowerBound && edit.upperBound <= inside.upperBound else { continue }
                    if isBody { found = block.open }
                    visit(block.statements)
                }
            }
        }
        visit(code.statements)
        guard let open = found else { return nil }
        let start = code.tokens[open].range.upperBound
        let end = code.tokens[closing(open, in: code)].range.lowerBound
        // The body as the change leaves it: its bytes before the edit, the edit's replacement, its bytes after.
        return (open, code.source(start..<edit.lowerBound) + mutant.replacement + code.source(edit.upperBound..<end))
    }
}
