/// The source rules the katas share, each written once and named in a kata's `kata.json` under `sharedRules` with the
/// step that keeps it, and the fragments of patterns that any rule may name.
///
/// What varies from kata to kata is the singleton: `{singleton}` is one of the types `kata.json`'s `singleton` names.
package enum SharedRules {
    /// Fragments of patterns over canonical lines, by name: `{static var}` in a pattern stands for the first.
    package static let fragments: [String: String] = [
        // A stored static or class variable: `static var shared = …`, `@TaskLocal static var current: T?`.
        "static var": #"\b(static|class) ([\w@()]+ )*?var \w+(: [^={]*)?( =|$)"#,
        "static let": #"\bstatic ([\w@()]+ )*?let\b"#,
        // A stored variable or constant at the top level of a file.
        "global var": #"^([\w@()]+ )*var \w+(: [^={]*)?( =|$)"#,
        "global let": #"^([\w@()]+ )*let "#,
        // A promise the compiler takes on trust.
        "promise": #"@unchecked\b|nonisolated\(unsafe\)"#,
        // An `#if` or `#elseif` that reads a flag, such as `DEBUG`, which a test run may set and the app in use not:
        // past the checks of a platform or a compiler, `os(iOS)` or `compiler(>=6.2)`, a name not called.
        "test build":
            #"^\s*#(if|elseif)\b(?:[^A-Za-z_]|(?:os|arch|canImport|targetEnvironment|swift|compiler|hasFeature|hasAttribute|_endian|_pointerBitWidth|_runtime|_hasAtomicBitWidth)\([^()]*\))*?(?!(?:true|false)\b)[A-Za-z_]\w*\b(?!\()"#,
        // A type named as a test double.
        "test double":
            #"\b(class|struct|actor|enum) \w*(Spy|Mock|Stub|Fake|Dummy|Test|Canned|Double|Preview|InMemory)\w*"#,
    ]

    /// The shared rules by id; `{types}` in a sentence is the singletons' types in words, joined by `or`.
    package static let all: [String: SourceRule] = [
        "no-static-state": SourceRule(
            id: "no-static-state",
            rule:
                "No static or global variable holds state for the whole app, not even for a test: each instance keeps what it is handed. A static let may hold a constant: a value of a structure or enumeration the app declares that stores no object, such as functions over the shared singletons",
            files: ["Sources/*.swift"],
            forbid: #"{static var}|\bstatic ([\w@()]+ )*?let (?!{accessor}\b)|{global var}|{global let}"#,
            constants: true),
        "no-promises": SourceRule(
            id: "no-promises",
            rule:
                "Nothing in the app makes a promise the compiler cannot check, such as @unchecked Sendable, nonisolated(unsafe) or an unsafe cast",
            files: ["Sources/*.swift"], forbid: #"{promise}|\bunsafe(BitCast|Downcast)\b"#),
        "no-test-doubles": SourceRule(
            id: "no-test-doubles",
            rule:
                "Test doubles live in the tests: the app declares no spy, mock, stub or fake, and no subclass of {types}, whatever name it gives the type",
            files: ["Sources/*.swift"],
            forbid: #"{test double}|\b(class|actor) \w+(<.*>)?: ([\w.]+, )*{singleton}\b"#),
        "same-under-test": SourceRule(
            id: "same-under-test",
            rule:
                "The app runs the same code under test as in use: nothing in it checks for tests, or builds otherwise for them under #if DEBUG or a flag; #if os(…), canImport(…) or compiler(…) may choose a platform or a compiler",
            files: ["Sources/*.swift"],
            forbid:
                #"{test build}|\b\w*Test\w*|\btest\w*|\b[Pp]rocessInfo\b|_is\w*AssertConfiguration|NSClassFromString|CommandLine\.arguments|Bundle\.main"#
        ),
        "nothing-for-tests-alone": SourceRule(
            id: "nothing-for-tests-alone",
            rule:
                "The app keeps nothing for tests alone: no type that only a test uses, and no property that the app never reads, such as a count of its queries, for a test to read",
            files: ["Sources/*.swift", "Tests/*.swift"], forTestsAlone: true),
        "wiring-keeps-nothing": SourceRule(
            id: "wiring-keeps-nothing",
            rule:
                "The wiring spot keeps nothing from one spec to the next and promises nothing the compiler cannot check: no static or global variable, no @unchecked",
            files: ["Tests/WiringSpot.swift"], forbid: "{static var}|{static let}|{global var}|{global let}|{promise}"),
        "your-test-runs-in-parallel": SourceRule(
            id: "your-test-runs-in-parallel",
            rule:
                "Your tests run in parallel with every other test, need no other to run first, wait for what they check, not for a clock, and promise the compiler nothing: no .serialized, no sleep, no @unchecked",
            files: ["Tests/*.swift"], forbid: #"\.serialized\b|\bu?sleep\b|\basyncAfter\b|{promise}"#),
    ]

    /// The singletons `facts` names (`ScarySingleton.sharedInstance`, `NetworkManager.shared and UserCache.shared`):
    /// each one's type and accessor, and the expression that reaches the instance (`Store.sharedInstance()`), nil
    /// for a static method that is no instance (`TripDAO.findTrips(by:)`).
    package static func singletons(of facts: KataFacts) -> [(type: String, accessor: String, instance: String?)] {
        facts.singleton.replacingOccurrences(of: " and ", with: ", ").components(separatedBy: ", ").compactMap { name in
            let parts = name.split(separator: ".", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let accessor = String(parts[1].prefix { $0 != "(" })
            return (String(parts[0]), accessor, ["", "()"].contains(parts[1].dropFirst(accessor.count)) ? name : nil)
        }
    }

    /// `{singleton}` for `facts`: one of its singletons' types, with or without a module in front; `{accessor}`: the
    /// name of one of them as its type declares it (`sharedWorker`), which keeps its `static let`.
    package static func fragments(for facts: KataFacts) -> [String: String] {
        let singletons = singletons(of: facts)
        return [
            "singleton": #"(\w+\.)?(\#(singletons.map(\.type).joined(separator: "|")))\b"#,
            "accessor": singletons.map(\.accessor).joined(separator: "|"),
        ]
    }

    /// The shared rule `id` as kata `facts` uses it, kept by step `step`; nil for an id no rule has.
    package static func rule(_ id: String, step: String, facts: KataFacts) -> SourceRule? {
        guard var rule = all[id] else { return nil }
        let types = singletons(of: facts).map(\.type)
        let words =
            types.count > 1 ? types.dropLast().joined(separator: ", ") + " or " + types.last! : types.first ?? ""
        rule.rule = rule.rule.replacingOccurrences(of: "{types}", with: words) + " (README step [\(step)])"
        return rule
    }
}

extension KataFacts {
    /// Every source rule of the kata: the shared ones it names, then its own.
    package var rules: [SourceRule] {
        (sharedRules ?? [:]).sorted { $0.key < $1.key }.compactMap {
            SharedRules.rule($0.key, step: $0.value, facts: self)
        }
            + (sourceRules ?? [])
    }
}
