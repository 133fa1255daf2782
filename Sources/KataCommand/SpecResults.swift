/// Which specs passed in a run, read from Swift Testing's xUnit report.
struct SpecResults {
    /// Each spec as `Module.Suite/function()`, with whether it passed.
    let specs: [(id: String, passed: Bool)]

    init(xunit: String) {
        specs = xunit.components(separatedBy: "<testcase ").dropFirst().map { element in
            let body = element.components(separatedBy: "</testcase>").first ?? element
            let id = Self.attribute("classname", in: element) + "/" + Self.attribute("name", in: element)
            return (id, !body.contains("<failure"))
        }
    }

    /// How many of a module's specs passed, out of how many ran.
    func count(inModule module: String) -> (passed: Int, total: Int) {
        let inModule = specs.filter { $0.id.hasPrefix(module + ".") }
        return (inModule.filter(\.passed).count, inModule.count)
    }

    private static func attribute(_ name: String, in element: String) -> String {
        let start = (" " + element).components(separatedBy: " \(name)=\"").dropFirst().first ?? ""
        return start.components(separatedBy: "\"").first ?? ""
    }
}
