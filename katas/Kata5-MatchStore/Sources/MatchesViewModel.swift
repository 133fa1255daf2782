/// The list of matches: it fetches them when its screen becomes active and tells the screen how many there are.
@MainActor
final class MatchesViewModel {
    private var matches: [Match] = []

    /// The fetch that becoming active started; await its value to know the matches are in.
    private(set) var fetch: Task<Void, Never>?

    /// Whether the screen is on display; becoming active fetches the matches.
    var isActive = false {
        didSet {
            guard isActive, !oldValue else { return }
            fetch = Task {
                matches = await Store.sharedInstance().fetchMatches()  // 👈 hidden dependency
            }
        }
    }

    /// How many matches the screen lists.
    func numberOfMatches() -> Int {
        matches.count
    }

    /// Makes the view model of the "Create Match" screen that the list opens.
    func makeCreateMatchViewModel() -> CreateMatchViewModel {
        CreateMatchViewModel()
    }
}
