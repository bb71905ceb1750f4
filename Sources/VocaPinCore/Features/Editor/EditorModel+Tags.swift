import Foundation
import Localization

/// Tag suggestions while typing (`TagCompletion`): the row above the keyboard reads `tagSuggestions` and a
/// button's tap is `chooseTag`, whose edit the text view makes in place (`takeButtonEdit`), so Undo takes it back.
extension EditorModel {
  /// The user's tags the cursor's "#partial" could be, most used first; empty when the cursor is not typing one.
  public var tagSuggestions: [String] {
    guard acceptsEdits(), TagCompletion.typedTag(in: draft.text, selection: selection) != nil else { return [] }
    let tags = boardTagsRead ?? boardTags()
    boardTagsRead = tags
    return TagCompletion.suggestions(in: draft.text, selection: selection, from: tags)
  }

  /// A suggestion's button: "#tag " in place of the tag word at the cursor, the cursor after it.
  public func chooseTag(_ tag: String) {
    guard acceptsEdits(), let edit = TagCompletion.completion(tag, in: draft.text, selection: selection),
      let changed = edit.applied(to: draft.text)
    else { return }
    text = changed
    reportedSelection = edit.selection
    buttonEdit = edit
  }

  /// A suggestion's button title: "#work".
  public func suggestionTitle(_ tag: String) -> String { "#" + tag }

  /// What VoiceOver reads for a suggestion: "Add tag work".
  public func suggestionLabel(_ tag: String) -> LocalizedCopy { VocaPinCopy.tagSuggestion(tag) }
}
