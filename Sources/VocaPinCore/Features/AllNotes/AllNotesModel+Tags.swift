import Foundation
import Localization

/// All Notes' tag row (Apple Notes' tag browser, Simplenote's tag list): the tags the board's notes hold, each
/// with its count; a chip filters the list to its tag, together with the search. Only the board's notes count,
/// so a note in Recently Deleted adds nothing, and a tag no note holds any more leaves the row (and the filter).
extension AllNotesModel {
  /// The row's chips, in alphabetical order; empty (no row) when no note has a tag.
  public var tagCounts: [TagCount] { TagCount.counts(in: notes(), tags: tags(of:)) }

  /// A note's tags, parsed once per version of its text: the list reads them for every chip, row and filter on
  /// each redraw (a keystroke in the search), and a board at its caps holds 500 notes of 10,000 characters.
  func tags(of note: Note) -> [String] {
    if let known = tagMemo[note.id], known.text == note.text { return known.tags }
    let tags = NoteTags.tags(in: note.text)
    tagMemo[note.id] = (note.text, tags)
    return tags
  }

  /// The tag filtering the list, as its chip names it now: the chosen one while a note still holds it (in any
  /// spelling, `NoteTags.key`), nil otherwise.
  public var selectedTag: String? {
    guard let tag = chosenTagName, tag != droppedTagName else { return nil }
    let key = NoteTags.key(tag)
    guard let chip = tagCounts.first(where: { NoteTags.key($0.name) == key }) else {
      droppedTagName = tag
      return nil
    }
    return chip.name
  }

  /// A chip's tap: filters to that tag, or, on the chosen one, shows every note again.
  public func toggleTag(_ name: String) {
    chosenTagName = selectedTag.map(NoteTags.key) == NoteTags.key(name) ? nil : name
    droppedTagName = nil
  }

  public func isSelected(_ tag: TagCount) -> Bool { selectedTag.map(NoteTags.key) == NoteTags.key(tag.name) }

  /// A chip's words: "#work".
  public func chipTitle(_ tag: TagCount) -> String { "#" + tag.name }

  /// What VoiceOver reads for a chip: "Tag, work, 3 notes" (its selected state is the view's trait).
  public func chipLabel(_ tag: TagCount) -> LocalizedCopy { VocaPinCopy.tagChip(tag.name, notes: tag.notes) }

  /// A chip's VoiceOver hint: what a tap does now (filter to it, or, on the chosen chip, every note again).
  public func chipHint(_ tag: TagCount) -> LocalizedCopy {
    isSelected(tag) ? VocaPinCopy.tagChipSelectedHint : VocaPinCopy.tagChipHint
  }

  /// The tags a row shows under its title ("#home #work"), nil for a note without any.
  public func rowTags(_ note: Note) -> String? {
    let tags = tags(of: note)
    return tags.isEmpty ? nil : tags.map { "#" + $0 }.joined(separator: " ")
  }
}
