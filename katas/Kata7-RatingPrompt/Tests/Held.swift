import Foundation

/// The defaults, notification centers and dates a value holds, found by walking its stored properties.
struct Held {
    private(set) var defaults: [UserDefaults] = []
    private(set) var centers: [NotificationCenter] = []
    private(set) var dates: [Date] = []

    init(in value: Any) {
        var seen: Set<ObjectIdentifier> = []
        walk(value, depth: 0, seen: &seen)
    }

    private mutating func walk(_ value: Any, depth: Int, seen: inout Set<ObjectIdentifier>) {
        if let found = value as? UserDefaults { return defaults.append(found) }
        if let found = value as? NotificationCenter { return centers.append(found) }
        if let found = value as? Date { return dates.append(found) }
        if type(of: value) is AnyClass {
            guard seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
        }
        guard depth < 8 else { return }
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            for child in current.children { walk(child.value, depth: depth + 1, seen: &seen) }
            mirror = current.superclassMirror
        }
    }
}
