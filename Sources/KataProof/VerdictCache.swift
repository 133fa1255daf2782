import Foundation
import KataCore

/// The verdict the last proof of a kata came to, kept as JSON in the proof's copy (`KataN.verdict`) with the
/// fingerprint of the files it judged: a proof of the very same files finds it there and runs nothing.
struct VerdictCache {
    /// The file that keeps it.
    let file: URL

    /// The fingerprint of a proof's files: the kata's facts, then every file by path and content. The verdict holds
    /// for these files, this manifest and these facts, and nothing else.
    static func key(facts: Data, files: [String: Data]) -> String {
        KataFacts.fingerprint(
            of: facts + Data(files.sorted { $0.key < $1.key }.flatMap { Array($0.key.utf8) + Array($0.value) }))
    }

    /// The verdict kept for the files whose fingerprint is `key`; nil when none is, or another files'.
    func verdict(for key: String) -> ProofVerdict? {
        guard let kept = try? JSONDecoder().decode(Entry.self, from: Data(contentsOf: file)), kept.key == key else {
            return nil
        }
        return kept.verdict
    }

    /// Keeps `verdict` for the files whose fingerprint is `key`, in place of what was kept; a verdict that cannot be
    /// written is only not kept.
    func keep(_ verdict: ProofVerdict, for key: String) {
        try? JSONEncoder().encode(Entry(key: key, verdict: verdict)).write(to: file)
    }

    /// A verdict, with the fingerprint of the files it judged.
    private struct Entry: Codable {
        let key: String
        let verdict: ProofVerdict
    }
}
