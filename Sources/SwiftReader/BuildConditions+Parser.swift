extension BuildConditions {
    /// Reads the condition of an `#if`: `!`, `&&`, `||`, parentheses, flags and calls such as `os(macOS)`, each
    /// true, false or not known (nil), where what is known decides when it can: `false && x` is false whatever `x`.
    package struct Parser {
        package let tokens: [SwiftCode.Token]
        package let build: BuildConditions
        /// The token it reads next.
        package private(set) var index = 0
        /// Whether the tokens are no condition it reads.
        package private(set) var failed = false

        package init(tokens: [SwiftCode.Token], build: BuildConditions) {
            self.tokens = tokens
            self.build = build
        }

        /// `a || b || …`.
        package mutating func disjunction() -> Bool? {
            var value = conjunction()
            while next("||") {
                let other = conjunction()
                value = SwiftCode.either(value, other)
            }
            return value
        }

        /// `a && b && …`.
        private mutating func conjunction() -> Bool? {
            var value = unary()
            while next("&&") {
                let other = unary()
                value = SwiftCode.both(value, other)
            }
            return value
        }

        /// `!a`, `(a)`, a flag, or a call.
        private mutating func unary() -> Bool? {
            if next("!") { return unary().map(!) }
            if next("(") {
                let value = disjunction()
                if !next(")") { failed = true }
                return value
            }
            guard index < tokens.count, tokens[index].kind == .word else {
                failed = true
                return nil
            }
            let name = tokens[index].text
            index += 1
            guard next("(") else { return build.flag(name) }
            var argument = ""
            while index < tokens.count && !tokens[index].is(")") {
                argument += tokens[index].text
                index += 1
            }
            if !next(")") { failed = true }
            return build.call(name, argument)
        }

        /// Whether the next token is the operator or punctuation `text`, reading past it if so.
        private mutating func next(_ text: String) -> Bool {
            guard index < tokens.count, tokens[index].is(text) else { return false }
            index += 1
            return true
        }
    }
}
