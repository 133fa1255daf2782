import Testing

@testable import KataCommand
@testable import SwiftReader

/// The reader meets hostile Swift and reads it as the compiler means it: each case of ``ReaderCase/corpus`` is a
/// contract on its tokens, statements and canonical lines.
struct SwiftCodeCorpusSpecs {
    @Test("Hostile Swift reads as Swift means it", arguments: ReaderCase.corpus)
    func reads(_ example: ReaderCase) {
        let code = SwiftCode(example.source)

        if let tokens = example.tokens {
            #expect(code.tokens.map(\.text) == tokens, "the tokens")
        }
        for (index, kind) in example.kinds.sorted(by: { $0.key < $1.key }) {
            let found = code.tokens.indices.contains(index) ? code.tokens[index] : nil
            #expect(found?.kind == kind, "token \(index), `\(found?.text ?? "none")`, is a \(kind)")
        }
        if let lines = example.lines {
            #expect(code.tokens.map(\.line) == lines, "the lines the tokens start on")
        }
        #expect(code.comments.map(\.text) == example.comments, "the comments")
        #expect(code.doubts.map(\.line) == example.doubts, "where the reader cannot tell where a body ends")
        if let statements = example.statements {
            #expect(ReaderCase.statements(of: code) == statements, "the statements")
        }
        if let canonical = example.canonical {
            #expect(code.canonical().map(\.text) == canonical, "the canonical lines")
        }
    }

    @Test("Each case of the corpus has a name of its own")
    func namesAreUnique() {
        let names = ReaderCase.corpus.map(\.name)

        #expect(Set(names).count == names.count)
        #expect(names.count >= 60)
    }
}
