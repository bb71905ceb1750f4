import Localization
import Presentation

/// Browse's Select: rows picked to keep, let go or share together, as a peer app's Select does. The selection
/// is a set of insults, not of rows, so it survives scrolling (a page drawn) and the search (a filter hides a
/// selected row without dropping it); leaving Select clears it. The app's model acts on it (`BardModel+Browse`).
extension BrowseModel {
  /// Select: rows tap to select instead of copying.
  public func startSelecting() { isSelecting = true }

  /// Select's Done (or Cancel): back to tapping to copy, nothing selected.
  public func endSelecting() {
    isSelecting = false
    selection = []
  }

  /// A row tapped while selecting: in the selection, or out of it.
  public func toggleSelection(_ insult: String) {
    guard isSelecting else { return }
    if selection.remove(insult) == nil { selection.insert(insult) }
  }

  /// The selected insults in a stable order: those drawn in the order drawn, then any found by the search in
  /// the rest of the kit, A to Z. What a batch keeps and shares, in that order.
  public var selectedInsults: [String] {
    let drawn = insults.filter(selection.contains)
    let drawnSet = Set(drawn)
    return drawn + selection.filter { !drawnSet.contains($0) }.sorted()
  }

  /// The title while selecting: how many are selected, those the search hides included.
  public var selectionTitle: LocalizedCopy { BardCopy.selectedCount(selection.count) }

  /// The selection as one text, one insult per line, with the app's name once at the end: what Share Selected
  /// hands over, as Favourites' Share Selected does.
  public var selectedShareText: String? {
    let insults = selectedInsults
    return insults.isEmpty ? nil : BardCopy.shareText(insults.joined(separator: "\n"))
  }
}
