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
    selectsAll = false
  }

  /// What the list's selection binding sets (a row tapped in or out, a two-finger swipe over several): taken
  /// only while selecting, so a stray update outside Select selects nothing.
  /// One taken out ends Select All's "all": rows drawn later are no longer added.
  public func setSelection(_ insults: Set<String>) {
    guard isSelecting else { return }
    if !insults.isSuperset(of: selection) { selectsAll = false }
    selection = insults
  }

  /// Select All: every row shown selected (with a search, its matches), added to those selected already; rows
  /// drawn later (scrolling, "More") join it until one is deselected (`selectsAll`), so the label stays true and
  /// the batch acts on every row loaded.
  public func selectAll() {
    setSelection(selection.union(rows))
    selectsAll = isSelecting
  }

  /// Deselect All: nothing selected, those a search hides included, as the title counts them.
  public func deselectAll() { setSelection([]) }

  /// Rows just drawn join the selection while Select All's "all" holds: those of `drawn` the list shows.
  func selectDrawnIfAll(_ drawn: ArraySlice<String>) {
    guard isSelecting, selectsAll, !drawn.isEmpty else { return }
    let shown = Set(rows)
    selection.formUnion(drawn.filter(shown.contains))
  }

  /// Whether every row shown is selected: the bar offers Deselect All instead of Select All.
  public var allRowsSelected: Bool { !rows.isEmpty && rows.allSatisfy(selection.contains) }

  /// Browse's bar as Favourites' Edit lays it out: the Done that ends Select trailing, where Favourites' Done
  /// ends Edit, and Select All leading, where Favourites' Edit is; so the same slot never ends Select in one
  /// screen and selects all in the other. Select shares the trailing slot with its Done, as Photos' does, so a
  /// quick second tap there starts Select again; the sheet's Done (close) is leading, where Select All's slot
  /// only ever selects, so no double tap closes Browse.
  public var leadingButton: BrowseBarButton {
    guard isSelecting else { return .close }
    return allRowsSelected ? .deselectAll : .selectAll
  }
  public var trailingButton: BrowseBarButton { isSelecting ? .endSelecting : .select }

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

/// A button of Browse's bar; `BardModel.perform(_:in:)` does what it says.
public enum BrowseBarButton: Hashable, Sendable {
  case select, endSelecting, selectAll, deselectAll, close

  public var title: LocalizedCopy {
    switch self {
    case .select: BardCopy.select
    case .endSelecting, .close: BardCopy.done
    case .selectAll: BardCopy.selectAll
    case .deselectAll: BardCopy.deselectAll
    }
  }
}
