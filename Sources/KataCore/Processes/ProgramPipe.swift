import Foundation

/// A pipe a program writes into besides its output, which ``Subprocess`` reads while the program runs: Swift
/// Testing's event stream (`Runner/`'s `EventStreamPipe`) is one. Running a program needs no more of it than this, so
/// `Processes/` knows nothing of what the pipe carries.
package protocol ProgramPipe: AnyObject {
    /// The end to read from.
    var reader: Int32 { get }
    /// Takes the next bytes read from it.
    func append(_ bytes: Data)
    /// Lets the pipe end once the program and whatever it started have closed it.
    func programEnded()
}
