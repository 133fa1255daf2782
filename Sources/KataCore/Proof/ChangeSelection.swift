/// Some of the changes the proof makes, as `kata.json` chooses them: by kind, then by the function changed and by
/// words of the change's description.
package protocol ChangeSelection {
    /// The kinds of change chosen, wherever the proof finds them in the learner's code.
    var changes: [ChangeKind] { get }
    /// The functions of ``KataFacts/YourTest/Place/within`` whose changes are chosen, when not every place's are.
    var `in`: [String]? { get }
    /// Words of which the change's description must hold one, for code of the story's own that changes of one kind
    /// change in more than one way: `` `price <= 100` ``, `"order_placed"`. A description names tokens, not layout,
    /// so the words hold in any layout.
    var at: [String]? { get }
}
