/// A problem `kata` reports on one line, then exits with `status`: 2 for what the learner asked, 1 for the rest.
package struct KataError: Error, Equatable {
    package let message: String
    package let status: Int32

    package init(_ message: String, status: Int32 = 2) {
        self.message = message
        self.status = status
    }
}
