import Foundation

/// A rule on the learner's own sources that neither the compiler nor a spec can hold, such as "no mutable static
/// state". Like a probe, it is one more result of the kata, red while it is broken.
///
/// A rule reads the code in one layout of its own (``SwiftCode/canonical(docComments:strings:singletons:)``): one
/// statement a line, four spaces a level, tokens spaced alike, comments and the text of strings left out, so two
/// solutions that differ in layout alone get the same verdict. Its patterns are regular expressions over those lines,
/// and may name fragments written once: `{static var}`, `{singleton}` (see ``SharedRules``), or the kata's own
/// `patterns`. Rules the katas share are written once too, in ``SharedRules``, and named in `kata.json`.
package struct SourceRule: Codable, Equatable, Sendable {
    /// A short name, which patches cite as `Rejected by: rule <id>`.
    package var id: String
    /// What the rule says, in the story's words, with the step that keeps it: `(README step [keep])`.
    package var rule: String
    /// The files it reads, relative to the kata's folder; `Folder/*.swift` is every Swift file under the folder, at
    /// any depth, and `!Folder/Name.swift` leaves one out.
    package var files: [String]
    /// A pattern that no line of those files may match.
    package var forbid: String?
    /// How many times `forbid` may match in each file, where once is right and twice is the mistake: one lock taken
    /// in a function, not two. None when nil.
    package var atMost: Int?
    /// The code the one file must read, token for token (`internal` says nothing).
    package var reads: String?
    /// A pattern that the lines of one of the files, taken together, must match somewhere.
    package var require: String?
    /// Whether `require` reads doc comments too, each on a line of its own before what it documents: for a step that
    /// asks for one.
    package var comments: Bool?
    /// Whether the rule refuses what the app keeps for its tests alone (``ForTestsAlone``): its files are the app's
    /// and the tests' (`Tests/…`).
    package var forTestsAlone: Bool?
    /// The declaration whose lines alone `forbid` or `require` reads: a function as `viewDidLoad(` or
    /// `discount(for`, or a property as `isActive`; every line when nil.
    package var within: String?
    /// Whether `forbid` lets a `static let` that holds a constant pass (``Constants``): a value of a structure or an
    /// enumeration the kata declares that stores no object, such as a protocol witness over the shared singletons.
    /// The rule then reads the files left alone too, for the types they declare, and judges none of their lines.
    package var constants: Bool?
}
