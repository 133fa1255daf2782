/// A layout unlike the repository's own `.swift-format`, in which `swift format` rewrites a learner's files.
package struct Layout: Equatable, Sendable {
    /// How the check names it: `narrow lines`.
    package let name: String
    /// Its `swift format` configuration, as JSON.
    package let configuration: String

    /// Lines of 40 characters at most, indented by two spaces: most calls and declarations break over lines.
    package static let narrow = Layout(
        name: "narrow lines (40 characters, 2-space indents)",
        configuration: #"{"version":1,"lineLength":40,"indentation":{"spaces":2}}"#)

    /// Two-space indents, with each attribute of a declaration on a line of its own.
    package static let attributesApart = Layout(
        name: "attributes on their own lines (100 characters, 2-space indents)",
        configuration:
            #"{"version":1,"lineLength":100,"indentation":{"spaces":2},"lineBreakBetweenDeclarationAttributes":true}"#)

    /// The layouts the reference solution is rewritten in.
    package static let all = [narrow, attributesApart]
}
