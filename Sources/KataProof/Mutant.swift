import Foundation
import KataCore
import SwiftReader

/// A small change to one function of the learner's code that a test pinning the function's behaviour catches: a
/// statement deleted, a comparison turned round, or a constant changed.
///
/// Changes are found from the code's structure (``SwiftCode``), not its text, by the operators of ``Operators/all``,
/// and each is an edit of a byte range of the file: the same code in any layout gets the same changes, described in
/// the same words. Here are the change, the changed text it makes and the ways to ask for changes; the walk that
/// finds them is ``survey(of:file:within:twice:singletons:build:typeAliases:also:)``.
package struct Mutant: Equatable {
    /// The file changed, relative to the kata's folder.
    package let file: String
    /// The line changed, counted from 1.
    package let line: Int
    /// The function or property changed, as ``KataFacts/YourTest/Place/within`` names it: `trips(of`.
    package let within: String
    /// What kind of change it is, as `kata.json` names the changes that break a behaviour.
    package let kind: ChangeKind
    /// The change in words: ``without `worker.doSomething()` ``.
    package var change: String
    /// The bytes of the file that the change replaces.
    package let range: Range<Int>
    /// What it puts in their place.
    package let replacement: String

    /// Every mutant the proof of a learner's test tries: those of each place `yourTest` names to mutate, in the kata's
    /// `files` (paths relative to its folder), in the order `kata.json` names them, but those it does not ask for.
    package static func all(for facts: KataFacts, in files: [String: Data]) -> [Mutant] {
        // Only the kata's own singletons, which the proof's traps stop: not Foundation's `UserDefaults.standard`.
        let declared = files.filter { $0.key.hasPrefix("Sources/") }.flatMap { file in
            let tokens = SwiftCode(String(decoding: file.value, as: UTF8.self)).tokens
            return zip(tokens, tokens.dropFirst()).filter { ["class", "struct", "actor", "enum"].contains($0.0.text) }
                .map(\.1.text)
        }
        let singletons = SharedRules.singletons(of: facts).filter { declared.contains($0.type) }.compactMap(\.instance)
        let build = BuildConditions(swiftFlags: facts.swiftFlags ?? [])
        let aliases = SwiftCode.typeAliases(
            in: files.filter { $0.key.hasPrefix("Sources/") }.sorted { $0.key < $1.key }.map {
                String(decoding: $0.value, as: UTF8.self)
            })
        let notAsked = facts.yourTest?.notAsked ?? []
        return (facts.yourTest?.mutate ?? []).flatMap { place in
            all(
                of: String(decoding: files[place.file] ?? Data(), as: UTF8.self), file: place.file,
                within: place.within, twice: place.twice ?? false, singletons: singletons, build: build,
                typeAliases: aliases, also: Set((place.also ?? []).map(\.kind)))
        }
        .filter { mutant in !notAsked.contains { $0.selects(mutant) } }
    }

    /// What the proof leaves unchanged in the places `yourTest` names, each in words with its place: code under an
    /// `#if` whose condition the build does not settle, so that no branch is changed that may not be built, and a
    /// body whose end the reader cannot tell (``SwiftCode/Doubt``).
    package static func leftUnchanged(for facts: KataFacts, in files: [String: Data]) -> [String] {
        let build = BuildConditions(swiftFlags: facts.swiftFlags ?? [])
        return (facts.yourTest?.mutate ?? []).flatMap { place in
            survey(
                of: String(decoding: files[place.file] ?? Data(), as: UTF8.self), file: place.file,
                within: place.within, build: build
            )
            .unchanged
        }
    }

    /// Every mutant of the function or property `name` (`viewDidLoad(`, `discount(for`, `isActive`) in `text`, in the
    /// order of the code: inside its body, at any depth, each statement deleted, each comparison turned round or made
    /// strict, each number moved by one or made zero, each `true` or `false` made the other, each plain string made
    /// empty and each string's interpolations taken out, each early return and each `catch` clause dropped. With
    /// `twice`, for code whose statements must each run once and in their order, each statement is also done twice,
    /// and each pair of statements that follow each other is swapped; `also` adds the kata's own changes.
    /// Each use of a property that holds one of `singletons` (`Worker.sharedWorker`) or a method of one is made the
    /// shared one, then a new one of its type: the code no longer asks what it holds. Changes that read alike name
    /// the statement they are under.
    /// Comments and the rest of string literals are never changed, nor code that `build` does not compile: only the
    /// branch of an `#if` it builds changes, and none where it cannot tell which. A property's type read through one
    /// of `typeAliases` (``SwiftCode/typeAliases(in:)``) is the type the alias names.
    package static func all(
        of text: String, file: String, within name: String, twice: Bool = false, singletons: [String] = [],
        build: BuildConditions = BuildConditions(), typeAliases: [String: String] = [:],
        also: Set<ChangeKind> = []
    ) -> [Mutant] {
        survey(
            of: text, file: file, within: name, twice: twice, singletons: singletons, build: build,
            typeAliases: typeAliases, also: also
        )
        .mutants
    }

    /// The file `original` with the change made: the one place the changed text is made from the edit.
    package func text(in original: String) -> String {
        var bytes = Array(original.utf8)
        bytes.replaceSubrange(range, with: replacement.utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the change takes out a `return` or a `throw` of `original`: a body that may then end without one,
    /// which the compiler reports at its end rather than at the change.
    package func removesExit(from original: String) -> Bool {
        let words = { (text: String) in
            SwiftCode(text).tokens.filter { $0.kind == .word && ["return", "throw"].contains($0.text) }.count
        }
        return words(String(decoding: Array(original.utf8)[range], as: UTF8.self)) > words(replacement)
    }
}
