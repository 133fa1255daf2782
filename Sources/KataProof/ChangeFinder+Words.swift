import KataCore
import SwiftReader

/// How a change shows the code it changes in words: a statement on one line whatever its layout, and a token by its
/// place in it.
extension ChangeFinder {
    /// The statement in one line, whatever its layout: its tokens spaced as written on a line, comments left
    /// out; a long statement shows its blocks as `{ … }`. Also the tokens it shows.
    func show(_ statement: SwiftCode.Statement, whole: Bool = false) -> Shown {
        let full = Array(statement.range)
        let text = oneLine(full)
        if statement.blocks.isEmpty || (whole && text.count <= 80) || text.count <= 60 { return (text, full) }
        var shown: [Int] = []
        var next = statement.range.lowerBound
        for block in statement.blocks {
            shown += Array(next...block.open)
            shown.append(-1)
            next = block.close
        }
        shown += Array(next..<statement.range.upperBound)
        return (oneLine(shown), shown.filter { $0 >= 0 })
    }

    /// The tokens at `indices` on one line; -1 stands for `…`.
    func oneLine(_ indices: [Int]) -> String {
        let tokens = code.tokens
        var text = ""
        var previous: SwiftCode.Token?
        for (place, index) in indices.enumerated() {
            guard index >= 0 else {
                text += " …"
                previous = nil
                continue
            }
            let token = tokens[index]
            // A trailing comma that a layout on many lines adds reads as no comma.
            if token.is(","), place + 1 < indices.count, indices[place + 1] >= 0,
                tokens[indices[place + 1]].is("]") || tokens[indices[place + 1]].is(")")
            {
                continue
            }
            if let previous {
                let space =
                    token.newlineBefore
                    ? ![")", "]", ".", ",", ";"].contains(where: token.is)
                        && !["(", "[", "."].contains(where: previous.is)
                    : token.spaceBefore
                if space { text += " " }
            } else if !text.isEmpty {
                text += " "
            }
            text += token.kind == .word && token.text != code.source(token.range) ? "`\(token.text)`" : token.text
            previous = token
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// How a change names the token at `index`: `` `<` ``, or by its place when the statement shows it more
    /// than once: ``the second `0` ``; followed by `in` and the statement.
    func place(_ index: Int, in shown: Shown) -> String {
        let tokens = code.tokens
        let text = tokens[index].text
        let same = shown.tokens.filter { tokens[$0].text == text && tokens[$0].kind == tokens[index].kind }
        let ordinals = ["first", "second", "third", "fourth", "fifth"]
        let number = (same.firstIndex(of: index) ?? 0) + 1
        let word = ordinals.indices.contains(number - 1) ? ordinals[number - 1] : "\(number)th"
        return same.count > 1 ? "the \(word) `\(text)`" : "`\(text)`"
    }
}
