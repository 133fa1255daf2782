import KataCore

/// Something watch mode reacts to: a key, a save, a line of progress, or a run that ended.
package enum WatchEvent {
    /// A key the learner pressed, as the byte the terminal sent (3 for Ctrl-C, 4 for Ctrl-D or closed input).
    case key(UInt8)
    /// A file of the current kata changed.
    case saved
    /// A line of progress from the run in progress, such as `Building Kata1…`.
    case progress(String)
    /// A run ended: its report, which says when it failed to build, or stopped at its time limit.
    case finished(KataReport)
    /// The proof of the learner's own test in kata `number` ended with this result.
    case proved(Int, SpecResult)
}
