/// How long a run of specs may take before it is stopped: `KATA_TIMEOUT` seconds, 60 when it is not set.
package enum SpecTimeLimit {
    /// The limit when `KATA_TIMEOUT` is not set, or set to nothing.
    package static let standard = 60
    /// The longest limit `KATA_TIMEOUT` may set: an hour, past which a stopped spec is not worth the wait.
    package static let longest = 3600

    /// The limit that `KATA_TIMEOUT` in `environment` sets, in seconds.
    /// - Throws: ``KataError`` (exit status 2) naming the value, when it is not a whole number from 1 to ``longest``.
    package static func seconds(in environment: [String: String]) throws(KataError) -> Int {
        guard let value = environment["KATA_TIMEOUT"], !value.isEmpty else { return standard }
        guard let seconds = Int(value), (1...longest).contains(seconds) else {
            throw KataError(
                "KATA_TIMEOUT is '\(value)', but it takes a whole number of seconds from 1 to \(longest) "
                    + "(\(standard) when unset); for example: KATA_TIMEOUT=120 swift run kata")
        }
        return seconds
    }
}
