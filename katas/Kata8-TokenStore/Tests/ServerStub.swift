@testable import Kata8

/// Stands in for the app's server: it hands out numbered tokens, refuses the ones a spec expires, records every
/// request, and holds requests back until the spec lets them through.
actor ServerStub: Server {
    private var issued: [String: [String]] = [:]
    private var expired: Set<String> = []
    private var refusing: Set<String> = []
    private var sent: [(request: String, token: String)] = []
    private var toHold = 0
    private var held: [String: CheckedContinuation<Void, Never>] = [:]
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// How many times `account` has signed in.
    func signIns(of account: String) -> Int {
        issued[account]?.count ?? 0
    }

    /// The tokens handed to `account`, in the order it signed in.
    func tokens(of account: String) -> [String] {
        issued[account] ?? []
    }

    /// The tokens the requests arrived with, in the order they arrived.
    var tokensSent: [String] {
        sent.map(\.token)
    }

    /// From now on, refuses every token `account` has been handed so far.
    func expireTokens(of account: String) {
        expired.formUnion(issued[account] ?? [])
    }

    /// From now on, refuses every token `account` has been handed, and every one it is handed next.
    func refuseEveryToken(of account: String) {
        refusing.insert(account)
        expireTokens(of: account)
    }

    /// Holds back the next `count` requests that arrive, until `release(_:)` lets each one through.
    func holdNextRequests(_ count: Int) {
        toHold = count
    }

    /// Returns once `count` requests are held back.
    func untilHeld(_ count: Int) async {
        guard held.count < count else { return }
        await withCheckedContinuation { waiters.append((count, $0)) }
    }

    /// Lets the held request `request` through.
    func release(_ request: String) {
        held.removeValue(forKey: request)?.resume()
    }

    func signIn(_ account: String) -> String {
        let token = "\(account) token \(signIns(of: account) + 1)"
        issued[account, default: []].append(token)
        if refusing.contains(account) {
            expired.insert(token)
        }
        return token
    }

    func send(_ request: String, token: String) async throws -> String {
        sent.append((request, token))
        if toHold > 0 {
            toHold -= 1
            await withCheckedContinuation { continuation in
                held[request] = continuation
                let ready = waiters.filter { held.count >= $0.count }
                waiters.removeAll { held.count >= $0.count }
                for waiter in ready {
                    waiter.continuation.resume()
                }
            }
        }
        if expired.contains(token) {
            throw ServerError.expired
        }
        return "\(request), answered for \(token)"
    }
}
