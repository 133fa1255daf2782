/// A problem `kata` reports on one line, then exits with `status`: 2 for what the learner asked, 1 for the rest.
struct KataError: Error, Equatable {
    let message: String
    let status: Int32

    init(_ message: String, status: Int32 = 2) {
        self.message = message
        self.status = status
    }
}
