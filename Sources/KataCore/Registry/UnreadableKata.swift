/// A kata folder whose `kata.json` is missing or does not read as the kata's facts: the tool cannot run that kata, and
/// runs the others.
package struct UnreadableKata {
    package let number: Int
    package let folder: String
    /// Whether the file is gone, rather than there but damaged.
    package let missing: Bool
    /// What reading it said, with the decoder's reason: for the maintainers' check.
    package let error: KataError

    /// The one line that names the file and says how to get it back.
    package var message: String {
        let path = "katas/\(folder)/\(Kata.factsFile)"
        return "\(path) is \(missing ? "missing" : "damaged: it no longer reads as the kata's facts")"
            + "; get it back with: git checkout -- \(path) (or swift run kata reset \(number))"
    }
}
