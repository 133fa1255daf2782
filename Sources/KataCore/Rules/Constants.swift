import SwiftReader

/// Tells a constant from state among the app's `static let`s, for a rule that lets a constant stand as a default
/// (``SourceRule/constants``).
///
/// A constant is a value of a structure or an enumeration the files declare, which stores functions and plain values
/// alone (no object: nothing of a class, an actor, a protocol or a type the files do not declare), made by its own
/// initializer: `static let live = UserNetwork(loadData: { try await NetworkManager.shared.loadData(from: $0) })`,
/// a protocol witness over the shared singletons. A `static let` of anything else is state, or may hide it: a class or
/// a box (`Mutex`, `NSLock`), a structure that stores one, a function a test could call to reach it, or a value a
/// closure called at once, a capture list or a call of another function made.
package struct Constants {
    typealias Token = SwiftCode.Token
    typealias Tokens = ArraySlice<Token>

    /// A type the files declare, with the tokens of its file.
    struct Declared {
        var kind: String
        var members: [SwiftCode.Statement]
        var tokens: [Token]
    }

    /// A `static let` in a type's body, with the name `Self` stands for there.
    private struct Candidate {
        var file: String
        var statement: SwiftCode.Statement
        var tokens: [Token]
        var enclosing: String
    }

    /// Types a value holds by value, whatever it was made from.
    static let values: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float", "Character", "String", "Substring", "Optional", "Array", "Set", "Dictionary", "Range", "ClosedRange",
        "URL", "UUID", "Date", "Data", "Decimal", "TimeInterval", "Duration", "Void", "Never",
    ]
    /// Attributes a declaration may carry and stay what it is: not a wrapper that keeps a box.
    private static let plainAttributes: Set<String> = ["@MainActor", "@available", "@usableFromInline"]
    private static let introducers: Set<String> = ["struct", "enum", "class", "actor", "protocol", "extension"]
    /// Words before which a `var` or `let` is no stored property of the type around it.
    private static let notStored: Set<String> = ["func", "init", "subscript", "case", "deinit", "static", "class"]

    var declared: [String: [Declared]] = [:]
    var cases: Set<String> = []
    private var candidates: [Candidate] = []
    private let aliases: [String: String]

    /// The lines of each file where a `static let` that holds a constant begins, numbered as the canonical code
    /// numbers them; a line where another `static let` begins that holds none is left out.
    package static func lines(in sources: [(file: String, text: String)]) -> [String: Set<Int>] {
        var reader = Constants(aliases: SwiftCode.typeAliases(in: sources.map(\.text)))
        for (file, text) in sources {
            let tokens = SwiftCode.normalized(SwiftCode(text).tokens)
            var start = 0
            while start < tokens.count {
                reader.read(SwiftCode.statements(of: tokens, from: &start), file: file, tokens: tokens, enclosing: nil)
                start += 1
            }
        }
        var verdicts: [String: [Int: Bool]] = [:]
        for candidate in reader.candidates {
            let line = candidate.tokens[candidate.statement.range.lowerBound].line
            let constant = reader.isConstant(candidate)
            verdicts[candidate.file, default: [:]][line] = (verdicts[candidate.file]?[line] ?? true) && constant
        }
        return verdicts.mapValues { Set($0.filter(\.value).keys) }
    }

    private init(aliases: [String: String]) {
        self.aliases = aliases
    }

    /// Notes the types `statements` declare and the `static let`s of their bodies, at any depth.
    private mutating func read(_ statements: [SwiftCode.Statement], file: String, tokens: [Token], enclosing: String?) {
        for statement in statements {
            let header = statement.header.map { tokens[$0] }
            if let enclosing, Self.declares("let", in: header, static: true) {
                candidates.append(Candidate(file: file, statement: statement, tokens: tokens, enclosing: enclosing))
            }
            if enclosing != nil, let at = header.firstIndex(where: { $0.kind == .word && $0.text == "case" }),
                header[..<at].allSatisfy({ $0.kind == .word && $0.text == "indirect" })
            {
                cases.formUnion(Self.caseNames(header[(at + 1)...]))
            }
            guard let (kind, name) = Self.typeDeclared(by: header) else { continue }
            let members = statement.blocks.first?.statements ?? []
            if kind != "extension" {
                declared[name, default: []].append(Declared(kind: kind, members: members, tokens: tokens))
            }
            read(members, file: file, tokens: tokens, enclosing: name)
        }
    }

    /// The kind and name of the type a statement's header declares or extends, nil for any other statement.
    private static func typeDeclared(by header: [Token]) -> (kind: String, name: String)? {
        guard let at = header.firstIndex(where: { $0.kind == .word && introducers.contains($0.text) }),
            !header[..<at].contains(where: { $0.kind == .word && ["func", "var", "let", "init"].contains($0.text) }),
            !header[at...].contains(where: { $0.kind == .word && ["func", "var", "let"].contains($0.text) })
        else { return nil }
        var name: String?
        var next = at + 1
        while next < header.count, header[next].kind == .word {
            name = header[next].text
            guard next + 2 < header.count, header[next + 1].is("."), header[next + 2].kind == .word else { break }
            next += 2
        }
        return name.map { (header[at].text, $0) }
    }

    /// Whether `header` declares a `keyword` (`var` or `let`) at its start, `static` or not as asked.
    private static func declares(_ keyword: String, in header: [Token], static wanted: Bool) -> Bool {
        guard let at = header.firstIndex(where: { $0.kind == .word && ["var", "let"].contains($0.text) }),
            header[at].text == keyword
        else { return false }
        let before = header[..<at]
        let isStatic = before.contains { $0.kind == .word && $0.text == "static" }
        return isStatic == wanted
            && !before.contains { $0.kind == .word && ["func", "init", "case"].contains($0.text) }
    }

    /// The names a `case` declares: `case user(id: UUID), guest` declares `user` and `guest`.
    private static func caseNames(_ elements: Tokens) -> [String] {
        split(elements, at: ",").compactMap { element in
            element.first.flatMap { $0.kind == .word ? $0.text : nil }
        }
    }

    /// Whether a `static let` holds a constant: every name it binds is a value of a structure or an enumeration of
    /// the files that holds no object, made plainly.
    private func isConstant(_ candidate: Candidate) -> Bool {
        let code = candidate.tokens[candidate.statement.range]
        guard let at = code.firstIndex(where: { $0.kind == .word && $0.text == "let" }),
            code[..<at].allSatisfy({ $0.kind != .attribute || Self.plainAttributes.contains($0.text) })
        else { return false }
        let bindings = Self.split(code[(at + 1)...], at: ",")
        return !bindings.isEmpty
            && bindings.allSatisfy { binding in
                guard let (type, value) = Self.parts(of: binding), let value, Self.madePlainly(value, by: self),
                    let type = type ?? Self.madeType(of: value)
                else { return false }
                var seen: Set<String> = []
                return names(ownValue: type, enclosing: candidate.enclosing)
                    && holdsNoObject(type, enclosing: candidate.enclosing, seen: &seen)
            }
    }

    /// A binding's annotation and value, `name: Type = value`; nil for a pattern other than a name.
    private static func parts(of binding: Tokens) -> (type: Tokens?, value: Tokens?)? {
        guard let name = binding.first, name.kind == .word else { return nil }
        let equals = index(of: "=", in: binding)
        // An annotation ends at the value, or at the body of a property that has none.
        let end = equals ?? index(of: "{", in: binding) ?? binding.endIndex
        let colon = index(of: ":", in: binding).flatMap { $0 < end ? $0 : nil }
        let type = colon.map { binding[($0 + 1)..<end] }
        let value = equals.map { binding[($0 + 1)...] }
        return (type, value)
    }

    /// Whether `type` names, at its top, a structure or an enumeration of the files: what a constant's type must be.
    private func names(ownValue type: Tokens, enclosing: String) -> Bool {
        let words = type.filter { $0.kind == .word }
        guard let last = words.last, type.allSatisfy({ $0.kind == .word || $0.is(".") }) else { return false }
        let name = last.text == "Self" ? enclosing : last.text
        return !(declared[name] ?? []).isEmpty && declared[name]!.allSatisfy { ["struct", "enum"].contains($0.kind) }
    }

    /// Whether a value of `type` (an annotation's tokens) holds no object: a function, a value of a standard type,
    /// or a structure or an enumeration of the files whose stored values hold none; `seen` breaks a cycle.
    private func holdsNoObject(_ type: Tokens, enclosing: String?, seen: inout Set<String>) -> Bool {
        var type = type.drop { $0.kind == .word && ["any", "some", "sending", "inout"].contains($0.text) }
        while let first = type.first, first.kind == .attribute {
            type = type.dropFirst()
            if let open = type.first, open.is("("), !open.spaceBefore,
                let close = Self.closing(type.startIndex, in: type)
            {
                type = type[(close + 1)...]
            }
        }
        guard !type.isEmpty else { return false }
        if Self.index(of: "->", in: type) != nil { return true }
        while let last = type.last, last.is("?") || last.is("!") { type = type.dropLast() }
        guard let first = type.first else { return false }
        if first.is("(") || first.is("["), Self.closing(type.startIndex, in: type) == type.endIndex - 1 {
            let inner = type.dropFirst().dropLast()
            let parts = first.is("[") ? Self.split(inner, at: ":") : Self.split(inner, at: ",").map(Self.unlabelled)
            return parts.allSatisfy { holdsNoObject($0, enclosing: enclosing, seen: &seen) }
        }
        var next = type.startIndex
        var name = ""
        while next < type.endIndex, type[next].kind == .word {
            name = type[next].text
            next += 1
            if next < type.endIndex, type[next].is("<"), let close = Self.closing(next, in: type) {
                for argument in Self.split(type[(next + 1)..<close], at: ",")
                where !holdsNoObject(argument, enclosing: enclosing, seen: &seen) {
                    return false
                }
                next = close + 1
            }
            guard next + 1 < type.endIndex, type[next].is("."), type[next + 1].kind == .word else { break }
            next += 1
        }
        guard next == type.endIndex, !name.isEmpty else { return false }
        if name == "Self", let enclosing { name = enclosing }
        if Self.values.contains(name) { return true }
        if let alias = aliases[name], !seen.contains("typealias " + name) {
            seen.insert("typealias " + name)
            let tokens = SwiftCode(alias).tokens
            return holdsNoObject(tokens[...], enclosing: enclosing, seen: &seen)
        }
        guard let declarations = declared[name], !declarations.isEmpty else { return false }
        guard seen.insert(name).inserted else { return true }
        return declarations.allSatisfy { declaration in
            switch declaration.kind {
            case "struct":
                return declaration.members.allSatisfy { stored(in: $0, of: declaration, name: name, seen: &seen) }
            case "enum":
                return declaration.members.allSatisfy { caseHolds(in: $0, of: declaration, name: name, seen: &seen) }
            default:
                return false
            }
        }
    }

    /// Whether a member of a structure stores no object: it is no stored property, or what it stores holds none.
    private func stored(
        in member: SwiftCode.Statement, of declaration: Declared, name: String, seen: inout Set<String>
    ) -> Bool {
        let code = declaration.tokens[member.range]
        let header = member.header.map { declaration.tokens[$0] }
        guard let at = code.firstIndex(where: { $0.kind == .word && ["var", "let"].contains($0.text) }),
            !code[..<at].contains(where: { $0.kind == .word && Self.notStored.contains($0.text) }),
            Self.typeDeclared(by: header) == nil
        else { return true }
        if code[..<at].contains(where: {
            ($0.kind == .attribute && !Self.plainAttributes.contains($0.text))
                || ($0.kind == .word && ["weak", "unowned"].contains($0.text))
        }) {
            return false
        }
        for binding in Self.split(code[(at + 1)...], at: ",") {
            guard let (type, value) = Self.parts(of: binding) else { return false }
            if code[at].text == "var", value == nil, let block = member.blocks.first {
                // A property with a body and no value is computed, unless its body only observes what it stores.
                let opening = declaration.tokens[block.open + 1]
                if !["willSet", "didSet"].contains(opening.text) { return true }
            }
            if let value, !Self.madePlainly(value, by: self) { return false }
            guard let type = type ?? value.flatMap(Self.inferredType) else { return false }
            if !holdsNoObject(type, enclosing: name, seen: &seen) { return false }
        }
        return true
    }

    /// Whether a member of an enumeration carries no object: it is no case, or each value its cases carry holds none.
    private func caseHolds(
        in member: SwiftCode.Statement, of declaration: Declared, name: String, seen: inout Set<String>
    ) -> Bool {
        let header = member.header.map { declaration.tokens[$0] }
        guard let at = header.firstIndex(where: { $0.kind == .word && $0.text == "case" }),
            at == 0
                || header[..<at].allSatisfy({ $0.kind == .word && $0.text == "indirect" })
        else { return true }
        for element in Self.split(header[(at + 1)...], at: ",") {
            guard let open = element.firstIndex(where: { $0.is("(") }) else { continue }
            guard let close = Self.closing(open, in: element) else { return false }
            for value in Self.split(element[(open + 1)..<close], at: ",") {
                let type = Self.unlabelled(value)
                let end = Self.index(of: "=", in: type) ?? type.endIndex
                if !holdsNoObject(type[..<end], enclosing: name, seen: &seen) { return false }
            }
        }
        return true
    }
}
