import Foundation

extension Notification.Name {
    /// Posted just before the app asks for a rating, so that other screens hold back their own pop-ups.
    static let ratingPromptWillAsk = Notification.Name("RatingPromptWillAsk")
}
