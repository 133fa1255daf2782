import KataCore
import SwiftReader

/// The operator that makes an assignment into a subscript keep the value already there (a kata's own).
enum Assignments {
    /// Each assignment into a subscript inside the declaration, `x[k] = v`, made `x[k] = x[k] ?? (v)`: the value
    /// already there wins.
    struct KeepFirst: ChangeOperator {
        let kinds: [ChangeKind] = [.keepFirst]
        let optIn = true

        func change(declaration: SwiftCode.Statement, in finder: inout ChangeFinder) {
            let tokens = finder.code.tokens
            for statement in declaration.nested where finder.live.contains(statement.range.lowerBound) {
                let header = statement.header
                guard let open = header.firstIndex(where: { tokens[$0].is("[") }), open > 0,
                    tokens[header[open - 1]].kind == .word
                else { continue }
                var depth = 0
                var close: Int?
                for place in open..<header.count {
                    if tokens[header[place]].is("[") { depth += 1 }
                    if tokens[header[place]].is("]") { depth -= 1 }
                    if depth == 0 {
                        close = place
                        break
                    }
                }
                guard let close, close + 2 < header.count, tokens[header[close + 1]].is("="),
                    header[close + 1] == header[close] + 1, header.last! + 1 == statement.range.upperBound
                else { continue }
                let target = finder.code.source(finder.byteRange(header[0]..<header[close] + 1))
                let value = header[close + 2]..<statement.range.upperBound
                let shown = finder.oneLine(Array(statement.range))
                finder.add(
                    finder.byteRange(value), "\(target) ?? (\(finder.code.source(finder.byteRange(value))))",
                    "with `\(shown)` keeping the value already there", .keepFirst)
            }
        }
    }
}
