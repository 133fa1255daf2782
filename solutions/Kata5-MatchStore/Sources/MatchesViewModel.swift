/// The list of matches: it fetches them when its screen becomes active and tells the screen how many there are.
@MainActor
final class MatchesViewModel {
    private let store: Store
    private var matches: [Match] = []

    /// The fetch that becoming active started; await its value to know the matches are in.
    private(set) var fetch: Task<Void, Never>?

    /// Whether the screen is on display; becoming active fetches the matches.
    var isActive = false {
        didSet {
            guard isActive, !oldValue else { return }
            fetch = Task {
                matches = await store.fetchMatches()
            }
        }
    }

    /// Makes the view model of a list backed by `store`, which it keeps for life.
    init(store: Store) {
        self.store = store
    }

    /// How many matches the screen lists.
    func numberOfMatches() -> Int {
        matches.count
    }

    /// Makes the view model of the "Create Match" screen that the list opens, on the list's own store.
    func makeCreateMatchViewModel() -> CreateMatchViewModel {
        CreateMatchViewModel(store: store)
    }
}
