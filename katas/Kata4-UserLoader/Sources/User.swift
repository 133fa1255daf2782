import Foundation

/// A person with an account in the app, as the server sends it: JSON with an `id` and a `name`.
struct User: Codable, Equatable, Identifiable, Sendable {
    let id: UUID
    let name: String
}
