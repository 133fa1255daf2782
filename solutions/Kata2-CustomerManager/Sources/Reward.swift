/// Whether the customer is subscribed to the rewards program.
enum Reward {
    case subscribed
    case unsubscribed
}
