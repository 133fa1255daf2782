extension SwiftCode {
    /// What each type alias that `texts` declare names, in canonical code: `Session` → `ScarySingleton`,
    /// `Loading` → `@Sendable (Endpoint) async throws -> Data`; an alias of an alias reads as what the last one names.
    /// A generic alias (`Pair<T>`) is left as it is.
    package static func typeAliases(in texts: [String]) -> [String: String] {
        let declaration = #/^ *(?:[\w@()]+ )*typealias (\w+) = (.+)$/#
        var found: [String: String] = [:]
        for text in texts {
            for line in SwiftCode(text).canonical() {
                guard let match = line.text.wholeMatch(of: declaration) else { continue }
                found[String(match.1)] = String(match.2)
            }
        }
        // An alias of an alias, up to a depth no code needs.
        for _ in 0..<8 {
            found = found.mapValues { found[$0] ?? $0 }
        }
        return found
    }
}
