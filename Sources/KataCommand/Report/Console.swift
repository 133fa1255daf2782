/// Where a command writes: standard output for results, standard error for progress and errors.
package struct Console {
    package var write: (String) -> Void
    package var writeError: (String) -> Void

    package init(write: @escaping (String) -> Void, writeError: @escaping (String) -> Void) {
        self.write = write
        self.writeError = writeError
    }
}
