/// The error of a query the trips database cannot answer, since this build has none.
struct DatabaseUnreachable: Error, Equatable {}
