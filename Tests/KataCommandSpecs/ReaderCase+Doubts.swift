@testable import KataCommand
@testable import SwiftReader

extension ReaderCase {
    /// Code whose bodies the reader cannot delimit: a doubt on the line, never a guess.
    static let doubts: [ReaderCase] = [
        ReaderCase(
            name: "A brace that nothing closes is a doubt",
            source: """
                func show() {
                    log(1)
                """,
            tokens: ["func", "show", "(", ")", "{", "log", "(", "1", ")"], doubts: [1]),
        ReaderCase(
            name: "A brace that closes nothing is a doubt",
            source: """
                log(1)
                }
                log(2)
                """,
            doubts: [2]),
        ReaderCase(
            name: "A comment left open to the end is a doubt",
            source: """
                let a = 1
                /* never closed
                let b = 2
                """,
            tokens: ["let", "a", "=", "1"], comments: ["/* never closed\nlet b = 2"], doubts: [2]),
        ReaderCase(
            name: "A multi-line string left open to the end is a doubt",
            source: #"""
                let a = 1
                let text = """
                    never closed
                """#,
            doubts: [2]),
        ReaderCase(
            name: "A multi-line regex literal left open is a doubt",
            source: """
                let r = #/
                    abc
                """,
            tokens: ["let", "r", "=", "#/", "abc"], kinds: [3: .regex], doubts: [1]),
        ReaderCase(
            name: "An interpolation left open to the end is a doubt",
            source: #"let s = "\(f(""#,
            tokens: ["let", "s", "=", #""\(f(""#], doubts: [1]),
    ]
}
