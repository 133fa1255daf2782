/// What watch mode asks its driver to do after an event.
package enum WatchEffect: Equatable {
    /// Build kata `number` and run its specs and probes in the background, then report ``WatchEvent/finished(_:)``.
    case run(Int)
    /// Prove the learner's own test in kata `number`, in the background, then report ``WatchEvent/proved(_:_:)``.
    case prove(Int)
    /// Stop every run in progress, put the terminal back and end.
    case quit
}
