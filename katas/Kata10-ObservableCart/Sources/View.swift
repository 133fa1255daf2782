/// A piece of a screen, in the shape of a SwiftUI view: what it shows is its `body`.
///
/// SwiftUI reads a view's `body` inside `withObservationTracking`, and reads it again once a property of an
/// `@Observable` model that it read changes: that is a view's re-render.
@MainActor
protocol View {
    associatedtype Body
    var body: Body { get }
}
