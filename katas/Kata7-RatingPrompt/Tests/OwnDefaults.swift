import Foundation

/// A `UserDefaults` suite of one spec's own, removed when the spec is done with it.
final class OwnDefaults {
    let name = "Kata7.\(UUID().uuidString)"
    let defaults: UserDefaults

    init() {
        guard let defaults = UserDefaults(suiteName: name) else { preconditionFailure("No suite named \(name)") }
        self.defaults = defaults
    }

    deinit {
        defaults.removePersistentDomain(forName: name)
    }
}
