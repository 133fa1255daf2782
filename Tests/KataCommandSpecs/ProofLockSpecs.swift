import Foundation
import Testing

@testable import KataCommand
@testable import KataCore
@testable import KataProof

/// Two kata commands proving in one checkout take turns with the proof's copy.
struct ProofLockSpecs {
    @Test("A second proof of one checkout says it waits, and goes on once the first is done")
    func secondWaits() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-proof-lock-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var first: ProofLock? = try ProofLock(folder) { Issue.record("the first proof waited for no one") }
        let told = DispatchSemaphore(value: 0)
        let taken = DispatchSemaphore(value: 0)

        Thread.detachNewThread {
            let second = try? ProofLock(folder) { told.signal() }
            taken.signal()
            withExtendedLifetime(second) {}
        }

        #expect(told.wait(timeout: .now() + 10) == .success, "the second proof says it waits")
        #expect(taken.wait(timeout: .now() + 0.3) == .timedOut, "and waits while the first holds the copy")
        withExtendedLifetime(first) {}
        first = nil
        #expect(taken.wait(timeout: .now() + 10) == .success, "then goes on")
    }
}
