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

  /// What the list's selection binding sets (a row tapped in or out, a two-finger swipe over several): taken
  /// only while selecting, so a stray update outside Select selects nothing.
  public func setSelection(_ insults: Set<String>) {
    guard isSelecting else { return }
    selection = insults
  }

  /// Select All: every row shown selected (with a search, its matches), added to those selected already.
  public func selectAll() { setSelection(selection.union(rows)) }

  /// Deselect All: nothing selected, those a search hides included, as the title counts them.
  public func deselectAll() { setSelection([]) }

  /// Whether every row shown is selected: the bar offers Deselect All instead of Select All.
  public var allRowsSelected: Bool { !rows.isEmpty && rows.allSatisfy(selection.contains) }

  /// Browse's bar as Apple's lists lay it out: Select and its Done in one slot (leading), where a quick second
  /// tap only starts Select again; the sheet's Done (close) trailing, where Select All takes its place while
  /// selecting, so no slot both ends Select and closes Browse.
  public var leadingButton: BrowseBarButton { isSelecting ? .endSelecting : .select }
  public var trailingButton: BrowseBarButton {
    guard isSelecting else { return .close }
    return allRowsSelected ? .deselectAll : .selectAll
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
