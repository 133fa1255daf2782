import Dispatch
import Synchronization

@testable import Kata9

/// Stands in for the upload engine: it asks a signer for an upload's authorization on a thread of its own,
/// synchronously, as the real engine does while it builds a request.
enum UploadEngineStub {
    /// What a signer said when the engine asked it while the main actor was busy.
    enum Answer: Equatable, Sendable {
        /// It answered, with this authorization or none.
        case answered(String?)
        /// It had not answered after two seconds: it was waiting for the main actor.
        case waited
    }

    /// The signer's answer, kept for whoever reads it once the signer has given it.
    private final class Reply: Sendable {
        let authorization = Mutex<String?>(nil)
    }

    /// `signer`'s authorization for an upload of `account`'s, asked on a thread of the engine's own.
    static func authorization(for account: String, from signer: some UploadSigner) async -> String? {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: signer.authorization(for: account))
            }
        }
    }

    /// The same, asked while the main actor is busy (a screen decoding a large photo): it stays busy until the signer
    /// answers, or for two seconds.
    static func authorizationWhileTheMainActorIsBusy(for account: String, from signer: some UploadSigner) async
        -> Answer
    {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async {
                let reply = Reply()
                let answered = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    let authorization = signer.authorization(for: account)
                    reply.authorization.withLock { $0 = authorization }
                    answered.signal()
                }
                let waited = answered.wait(timeout: .now() + 2) == .timedOut
                continuation.resume(returning: waited ? .waited : .answered(reply.authorization.withLock { $0 }))
            }
        }
    }
}
