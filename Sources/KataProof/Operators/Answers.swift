import KataCore
import SwiftReader

/// The operators that change what a function answers: an answer made empty, the whole body made its empty answer,
/// and a kata's own, an optional string answered always and an array answered twice over.
enum Answers {
    /// For a function that returns an optional or a number, each value it returns made `nil` or `0`: the lone
    /// expression of its body, or what each `return` in it gives, unless that is the empty value already.
    struct Empty: ChangeOperator {
        let kinds: [ChangeKind] = [.emptyAnswer]

        func change(declaration: SwiftCode.Statement, in finder: inout ChangeFinder) {
            guard let result = finder.resultType(of: declaration), let body = declaration.blocks.last else { return }
            let empty: String
            if result.hasSuffix("?") {
                empty = "nil"
            } else if ChangeFinder.numbers.contains(result) {
                empty = "0"
            } else {
                return
            }
            for answer in finder.answers(of: declaration, body: body, besides: ["nil", "0"]) {
                finder.add(
                    finder.byteRange(answer), empty, "with `\(finder.oneLine(Array(answer)))` made `\(empty)`",
                    .emptyAnswer)
            }
        }
    }

    /// For a function, its whole body replaced by the empty answer of its type (`return []`), or by nothing when it
    /// gives no value: a test that only runs the function notices nothing. Listed after the changes inside the body.
    struct EmptyBody: ChangeOperator {
        let kinds: [ChangeKind] = [.emptyBody]

        func change(declaration: SwiftCode.Statement, in finder: inout ChangeFinder) {
            let tokens = finder.code.tokens
            guard declaration.header.contains(where: { tokens[$0].kind == .word && tokens[$0].text == "func" }),
                let body = declaration.blocks.last, !body.statements.isEmpty,
                // Code under an `#if` stays as it is, whichever branch the build compiles.
                !(body.open...body.close).contains(where: { tokens[$0].kind == .directive })
            else { return }
            var replacement = ""
            if finder.givesValue(declaration) {
                guard let result = finder.resultType(of: declaration), let empty = ChangeFinder.emptyAnswer(result)
                else { return }
                // A lone answer made `nil` or `0` is this change already (``Empty``).
                if body.statements.count == 1 && (result.hasSuffix("?") || ChangeFinder.numbers.contains(result)) {
                    return
                }
                replacement = "return \(empty)"
            }
            let start = tokens[body.open].range.upperBound
            let end = tokens[body.close].range.lowerBound
            finder.add(
                start..<end, replacement.isEmpty ? "\n" : "\n\(replacement)\n",
                "with the body of `\(SourceRule.words(finder.within))` made `{ \(replacement.isEmpty ? "" : replacement + " ")}`",
                .emptyBody, order: end)
        }
    }

    /// For a function that returns `String?`, each answer it gives (as ``Empty`` finds them) given a constant where
    /// it has none (a kata's own): it answers before anything was saved.
    struct Always: ChangeOperator {
        let kinds: [ChangeKind] = [.answerAlways]
        let optIn = true

        func change(declaration: SwiftCode.Statement, in finder: inout ChangeFinder) {
            guard finder.resultType(of: declaration) == "String?", let body = declaration.blocks.last else { return }
            for answer in finder.answers(of: declaration, body: body, besides: ["nil"]) {
                let source = finder.code.source(finder.byteRange(answer))
                finder.add(
                    finder.byteRange(answer), "(\(source)) ?? \"?\"",
                    "with `\(finder.oneLine(Array(answer)))` answering `\"?\"` when it has none", .answerAlways)
            }
        }
    }

    /// For a function that returns an array, each answer it gives (as ``Empty`` finds them) given twice (a kata's
    /// own): a test that only asks whether the answer is empty, or holds something, does not notice.
    struct Twice: ChangeOperator {
        let kinds: [ChangeKind] = [.answerTwice]
        let optIn = true

        func change(declaration: SwiftCode.Statement, in finder: inout ChangeFinder) {
            guard let result = finder.resultType(of: declaration), result.hasPrefix("["), !result.contains(":"),
                let body = declaration.blocks.last
            else { return }
            for answer in finder.answers(of: declaration, body: body, besides: []) {
                let source = finder.code.source(finder.byteRange(answer))
                finder.add(
                    finder.byteRange(answer), "(\(source)) + (\(source))",
                    "with `\(finder.oneLine(Array(answer)))` given twice over", .answerTwice)
            }
        }
    }
}
