import KataCore
import SwiftReader

/// The operator that makes the code ask another instance than the one it holds: a property that holds one of the
/// kata's singletons (``Mutant/Held``) read as the shared one, then as a new one.
enum Shared {
    /// Each use of a held property (`worker`, `self.worker`) made the shared one, then a new one: the code no longer
    /// asks what it holds. Not a label, the name of a declaration, a member of something else, or what an
    /// assignment sets.
    struct AnotherInstance: ChangeOperator {
        let kinds: [ChangeKind] = [.anotherInstance]

        func change(token index: Int, shown: ChangeFinder.Shown, in finder: inout ChangeFinder) {
            let tokens = finder.code.tokens
            guard tokens[index].kind == .word, let held = finder.held[tokens[index].text] else { return }
            var first = index
            if index > 0 && tokens[index - 1].is(".") {
                guard index > 1, tokens[index - 2].kind == .word, tokens[index - 2].text == "self" else { return }
                first = index - 2
            }
            if first > 0 && tokens[first - 1].kind == .word && ["let", "var", "func"].contains(tokens[first - 1].text) {
                return
            }
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if let next, next.is(":") || next.is("=") { return }
            // A function value called at once, `cacheRetrieval(id)`, keeps its call once made the shared one's.
            let wrap = next?.is("(") ?? false
            for text in [held.shared, held.fresh] {
                finder.add(
                    tokens[first].range.lowerBound..<tokens[index].range.upperBound,
                    wrap ? "(\(text)\(held.type.map { " as \($0)" } ?? ""))" : text,
                    "with \(finder.place(index, in: shown)) made `\(text)` in `\(shown.text)`", .anotherInstance)
            }
        }
    }
}
