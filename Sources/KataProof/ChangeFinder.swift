import KataCore
import SwiftReader

/// What the operators (``ChangeOperator``) change the code of one function or property through: the code, what the
/// survey knows of it (the statements the build compiles, the properties that hold a singleton, the statement being
/// changed is under), and the changes found so far, each an edit of a byte range of the file.
struct ChangeFinder {
    /// A statement on one line, as ``show(_:whole:)`` shows it, and the tokens it shows.
    typealias Shown = (text: String, tokens: [Int])

    let code: SwiftCode
    let file: String
    let within: String
    /// The build whose code changes: only the branch of an `#if` it compiles.
    let build: BuildConditions
    /// Each change, with the offset that orders it (ties keep the order they came in) and the statement it is under.
    var found: [(offset: Int, mutant: Mutant, under: String?)] = []
    /// The statement whose block holds the statement being changed, as ``show(_:whole:)`` shows it.
    var under: String?
    /// The properties of the type around the code that hold a singleton, by name.
    var held: [String: Mutant.Held] = [:]
    /// The first token of each statement that the build compiles for sure.
    var live: Set<Int> = []

    init(code: SwiftCode, file: String, within: String, build: BuildConditions) {
        self.code = code
        self.file = file
        self.within = within
        self.build = build
    }

    /// Adds the change that puts `replacement` for the bytes `range`, described as `change`; it is listed at the
    /// offset `order`, or where it starts.
    mutating func add(
        _ range: Range<Int>, _ replacement: String, _ change: String, _ kind: ChangeKind, order: Int? = nil
    ) {
        let line = code.bytes[..<range.lowerBound].reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
        let mutant = Mutant(
            file: file, line: line, within: within, kind: kind, change: change, range: range,
            replacement: replacement)
        found.append((order ?? range.lowerBound, mutant, under))
    }

    /// Adds the change that puts `replacement` for token `index`, described as `change` in the statement shown.
    mutating func replace(_ index: Int, with replacement: String, _ change: String, _ shown: Shown, _ kind: ChangeKind)
    {
        add(code.tokens[index].range, replacement, "\(change) in `\(shown.text)`", kind)
    }

    /// The bytes of the tokens `range`, from the first's start to the last's end.
    func byteRange(_ range: Range<Int>) -> Range<Int> {
        code.tokens[range.lowerBound].range.lowerBound..<code.tokens[range.upperBound - 1].range.upperBound
    }
}
