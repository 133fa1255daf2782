/// Why `NetworkManager` could not load an endpoint.
enum NetworkError: Error, Equatable, CustomStringConvertible {
    /// This build has no server to talk to, so every load fails at once.
    case noServer(Endpoint)

    var description: String {
        switch self {
        case .noServer(let endpoint):
            "NetworkManager.shared cannot load \(endpoint): this build has no server to talk to"
        }
    }
}
