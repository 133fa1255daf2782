import SwiftReader

/// How the value of a constant is made: by its own initializer, from method references and closures it hands on.
extension Constants {
    /// The type a value's own initializer makes: `UserNetwork(…)`, `Self.init(…)`, `UserLoader.Environment(…)`.
    static func madeType(of value: Tokens) -> Tokens? {
        var next = value.startIndex
        while next < value.endIndex, value[next].kind == .word, ["try", "await"].contains(value[next].text) {
            next += 1
        }
        let start = next
        while next + 1 < value.endIndex, value[next].kind == .word {
            if value[next + 1].is("(") {
                let end = value[next].text == "init" ? next - 1 : next + 1
                return start < end ? value[start..<end] : nil
            }
            guard value[next + 1].is("."), next + 2 < value.endIndex else { return nil }
            next += 2
        }
        return nil
    }

    /// The type a stored property's value has where no annotation says it: a literal's, a closure's, or what its
    /// initializer makes.
    static func inferredType(of value: Tokens) -> Tokens? {
        guard let first = value.drop(while: { $0.is("-") }).first else { return nil }
        let named: String? =
            switch first.kind {
            case .string: "String"
            case .number: first.text.contains(".") ? "Double" : "Int"
            case .word where ["true", "false"].contains(first.text): "Bool"
            case .punctuation where first.is("{"): "() -> Void"
            default: nil
            }
        if let named { return SwiftCode(named).tokens[...] }
        return madeType(of: value)
    }

    /// Whether `value` is made by initializers and method references alone, outside the closures it hands on: no
    /// closure called at once, no capture list, no call of a function or of an object's initializer.
    static func madePlainly(_ value: Tokens, by reader: Constants) -> Bool {
        var braces = 0
        for index in value.indices {
            let token = value[index]
            let next = index + 1 < value.endIndex ? value[index + 1] : nil
            if token.is("{") {
                if braces == 0 && next?.is("[") == true { return false }
                braces += 1
            } else if token.is("}") {
                braces -= 1
                if braces == 0 && next?.is("(") == true { return false }
            } else if braces == 0, token.is("("), ends(value, before: index),
                !["try", "await", "as", "is"].contains(value[index - 1].text) || value[index - 1].kind != .word,
                !reader.callsAValue(at: index, in: value)
            {
                return false
            }
        }
        return true
    }

    /// Whether the call whose `(` stands at `open` makes a value or names a method: a value type's initializer, an
    /// enumeration's case, `.init(…)`, or a method reference such as `user(withID:)`.
    private func callsAValue(at open: Int, in value: Tokens) -> Bool {
        if let close = Self.closing(open, in: value), close > open + 1 {
            let inside = value[(open + 1)..<close]
            let pairs = stride(from: inside.startIndex, to: inside.endIndex, by: 2).allSatisfy { at in
                at + 1 < inside.endIndex && inside[at].kind == .word && inside[at + 1].is(":")
            }
            if pairs && inside.count % 2 == 0 { return true }
        }
        var at = open - 1
        if value[at].is(">") {
            while at > value.startIndex && !value[at].is("<") { at -= 1 }
            at -= 1
        }
        guard at >= value.startIndex, value[at].kind == .word else { return false }
        var name = value[at].text
        let implicit = at > value.startIndex && value[at - 1].is(".") && !Self.ends(value, before: at - 1)
        if name == "init" {
            if implicit { return true }
            guard at - 2 >= value.startIndex, value[at - 1].is("."), value[at - 2].kind == .word else { return false }
            name = value[at - 2].text
        }
        let ofAnEnumeration =
            at - 2 >= value.startIndex && value[at - 1].is(".")
            && (declared[value[at - 2].text] ?? []).contains { $0.kind == "enum" }
        if implicit || ofAnEnumeration { return cases.contains(name) }
        if name == "Self" || Self.values.contains(name) { return true }
        return !(declared[name] ?? []).isEmpty && declared[name]!.allSatisfy { ["struct", "enum"].contains($0.kind) }
    }

    /// Whether the token before `index` ends an expression, so that a `.` at `index` reaches a member of it.
    private static func ends(_ tokens: Tokens, before index: Int) -> Bool {
        guard index > tokens.startIndex else { return false }
        let token = tokens[index - 1]
        return [.word, .number, .string].contains(token.kind) || token.is(")") || token.is("]") || token.is(">")
            || token.isPostfix
    }
}
