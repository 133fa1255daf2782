/// Where a command writes: standard output for results, standard error for progress and errors.
public struct Console {
    public var write: (String) -> Void
    public var writeError: (String) -> Void

    public init(write: @escaping (String) -> Void, writeError: @escaping (String) -> Void) {
        self.write = write
        self.writeError = writeError
    }
}
