import AppServices
import Localization
import Observation
import Presentation

/// History's or Favourites' own model: the search field's text, Favourites' Edit (whether rows are being
/// selected, and which), the rows the sheet lists for them, and what a row or the Edit toolbar does. Held by
/// its destination (`BardDestination.history`/`.favourites`) and nothing else, so the search and the selection
/// go with the sheet and the next one starts empty. The lists and every save are the app's model's, reached
/// through the closures it sets (`BardModel.savedInsults(_:)`); the app's model holds this one only while its
/// sheet is in the stack.
@MainActor
@Observable
public final class SavedInsultsModel: HashableObject {
  public let kind: SavedInsultsKind
  /// The search field's text.
  public var query = ""
  /// Favourites' Edit is on (rows are selected instead of copied). Only Favourites with something kept edits.
  public var isEditing = false
  /// The rows selected in Edit, by insult (`SavedInsult.id`); the intents act only on those still in the list.
  public var selection = Set<String>()

  /// The list this sheet shows, as the app's model has it now (Favourites or History, newest first).
  @ObservationIgnored var saved: @MainActor () -> [SavedInsult] = { [] }
  @ObservationIgnored var isFavouriteText: @MainActor (String) -> Bool = { _ in false }
  @ObservationIgnored var isCopiedText: @MainActor (String) -> Bool = { _ in false }
  /// The pasteboard, with "Copied!" where the text was copied.
  @ObservationIgnored var onCopy: @MainActor (String) -> Void = unimplemented("SavedInsultsModel.onCopy")
  /// A History row's heart.
  @ObservationIgnored var onToggleFavourite: @MainActor (String) -> Void = unimplemented(
    "SavedInsultsModel.onToggleFavourite")
  /// A row's Share: the text and the card's picture.
  @ObservationIgnored var onShareRow: @MainActor (String) async -> Void = unimplemented("SavedInsultsModel.onShareRow")
  /// Whether a row's Share waits for the card's picture to be drawn.
  @ObservationIgnored var isSharePendingText: @MainActor (String) -> Bool = { _ in false }
  /// The system share sheet, over this sheet.
  @ObservationIgnored var onShare: @MainActor (ShareItem) -> Void = unimplemented("SavedInsultsModel.onShare")
  /// A question on top (the app's stack); its answer comes back to the app's model as a `BardAlertAction`.
  @ObservationIgnored var onAsk: @MainActor (BardAlert) -> Void = unimplemented("SavedInsultsModel.onAsk")
  /// A Favourites row swiped away: removed at once.
  @ObservationIgnored var onRemove: @MainActor (Set<String>) -> Void = unimplemented("SavedInsultsModel.onRemove")
  /// Undo of a swipe: the favourite put back in its place and saved.
  @ObservationIgnored var onRestore: @MainActor (FavouriteRemoval) -> Void = unimplemented(
    "SavedInsultsModel.onRestore")
  @ObservationIgnored var onDone: @MainActor () -> Void = unimplemented("SavedInsultsModel.onDone")
  /// The Sort menu's choice, read from and saved to the app's store.
  @ObservationIgnored var readOrder: @MainActor () -> FavouritesOrder = { .newestFirst }
  @ObservationIgnored var onOrder: @MainActor (FavouritesOrder) -> Void = unimplemented("SavedInsultsModel.onOrder")
  /// Bumped when the order is chosen, so SwiftUI redraws the rows (the order itself lives in the store).
  private var orderChanges = 0

  init(kind: SavedInsultsKind) { self.kind = kind }

  // MARK: - What the sheet shows

  /// The rows and the empty state for what is typed in the search field.
  public var listing: SavedInsultsListing {
    let list = saved()
    return SavedInsultsListing(
      kind: kind, saved: kind == .favourites ? order.sorted(list) : list, search: SavedInsultSearch(query))
  }

  /// Favourites' order (its Sort menu): newest first, oldest first, or A to Z; kept across launches. History is
  /// always newest first.
  public var order: FavouritesOrder {
    get {
      _ = orderChanges
      return readOrder()
    }
    set {
      guard kind == .favourites else { return }
      onOrder(newValue)
      orderChanges += 1
    }
  }

  /// Whether the Sort menu shows: Favourites with something kept.
  public var offersSort: Bool { kind == .favourites && !saved().isEmpty }

  /// The rows shown: the saved insults the search matches, in Favourites' order (History's newest first).
  public var rows: [SavedInsult] { listing.items }

  /// The last favourite swiped away, while the banner offers Undo (until `removalBannerEnded`).
  public private(set) var lastRemoval: FavouriteRemoval?
  private var removals = 0

  /// Whether rows are being selected: Favourites' Edit, while there is anything kept.
  public var isSelecting: Bool { kind == .favourites && isEditing && !saved().isEmpty }

  /// Favourites' Edit button shows: something kept, not already editing.
  public var offersEdit: Bool { kind == .favourites && !isSelecting && !saved().isEmpty }

  /// History's Clear shows: something in History.
  public var offersClear: Bool { kind == .history && !saved().isEmpty }

  /// The navigation title: the list's name, or "N Selected" while selecting.
  public var title: LocalizedCopy { isSelecting ? BardCopy.selectedCount(selectedCount) : BardCopy.title(of: kind) }

  public func isFavourite(_ text: String) -> Bool { isFavouriteText(text) }

  /// Whether a full swipe across the row for `text` performs its action (the view's `allowsFullSwipe`): only
  /// where nothing is lost or Undo can bring it back. Favourites' Remove has the banner's Undo; History's heart
  /// keeps an insult with a full swipe, but letting a favourite go takes a tap on the revealed button, since
  /// History offers no Undo for it.
  public func allowsFullSwipe(_ text: String) -> Bool { kind == .favourites || !isFavourite(text) }

  /// Whether the row for `text` says "Copied!" now.
  public func isCopied(_ text: String) -> Bool { isCopiedText(text) }

  // MARK: - A row

  /// A row's tap: its insult on the pasteboard, and the row says "Copied!".
  public func copy(_ text: String) { onCopy(text) }

  /// A History row's heart: kept in Favourites, or let go.
  public func toggleFavourite(_ text: String) { onToggleFavourite(text) }

  /// A row's Share: the text and the card's picture, over this sheet.
  public func share(_ text: String) async { await onShareRow(text) }

  /// Whether the row for `text` waits for its card's picture before the share sheet comes: the row shows a
  /// spinner, and its Share is off meanwhile (a second tap would be ignored anyway).
  public func isSharePending(_ text: String) -> Bool { isSharePendingText(text) }

  /// A Favourites row swiped away: removed and saved at once, and the banner offers Undo for a moment.
  public func remove(_ text: String) {
    let list = saved()
    guard kind == .favourites, let index = list.firstIndex(where: { $0.text == text }) else { return }
    onRemove([text])
    // Undo only for what was removed: a save that failed left it in the list (and said so).
    guard !saved().contains(where: { $0.text == text }) else { return }
    removals += 1
    lastRemoval = FavouriteRemoval(
      insult: list[index], after: index > 0 ? list[index - 1].text : nil, index: index, id: removals)
  }

  /// The banner's words while it offers Undo: "Removed from Favourites".
  public var removalBanner: LocalizedCopy? { lastRemoval == nil ? nil : BardCopy.removedFromFavourites }

  /// The banner's Undo: the favourite back where it was, as it was (when it was kept included), and saved.
  public func undoRemoval() {
    guard let removal = lastRemoval else { return }
    lastRemoval = nil
    onRestore(removal)
  }

  /// The banner's moment is over (the view waits `FavouriteRemoval.duration`); a newer removal's stays.
  public func removalBannerEnded(_ id: Int) {
    if lastRemoval?.id == id { lastRemoval = nil }
  }

  /// History's Clear asks first, on History itself.
  public func requestClear() {
    guard kind == .history, !saved().isEmpty else { return }
    onAsk(
      BardAlert(
        id: BardAlertID.clearHistory, title: BardCopy.clearHistoryTitle.text,
        message: BardCopy.clearHistoryMessage.text,
        buttons: [
          .init(BardCopy.clearHistory.text, role: .destructive, action: .clearHistory),
          .init(BardCopy.cancel.text, role: .cancel),
        ], style: .confirmationDialog))
  }

  /// Done: the sheet goes, and this model with it once it has slid away. Once only: the sheet stays on screen
  /// while it slides down, so a quick second tap must not dismiss anything else.
  public func done() {
    guard !isClosing else { return }
    isClosing = true
    onDone()
  }
  /// Done was tapped: the sheet is on its way out, and a further Done is ignored.
  @ObservationIgnored private(set) var isClosing = false

  // MARK: - Favourites' Edit

  public func startEditing() {
    guard kind == .favourites, !saved().isEmpty else { return }
    isEditing = true
  }

  /// Edit's Done, or everything removed: Edit ends and nothing stays selected.
  public func endEditing() {
    isEditing = false
    selection = []
  }

  /// The selected insults still in the list, in its order (newest first), one per line.
  public var selectedText: String {
    saved().lazy.filter { self.selection.contains($0.text) }.map(\.text).joined(separator: "\n")
  }

  /// How many of the selected rows are in the list: what the Edit buttons act on.
  public var selectedCount: Int { saved().reduce(0) { $0 + (selection.contains($1.text) ? 1 : 0) } }

  /// Copy All Selected: the selected insults on the pasteboard, one per line; the button says "Copied!".
  public func copySelected() {
    let text = selectedText
    guard !text.isEmpty else { return }
    onCopy(text)
  }

  /// Whether Copy All Selected says "Copied!": what it copied is what is selected now.
  public var didCopySelected: Bool {
    let text = selectedText
    return !text.isEmpty && isCopiedText(text)
  }

  /// Share Selected: the system share sheet over Favourites with the selected insults' text, one per line.
  public func shareSelected() {
    let text = selectedText
    guard !text.isEmpty else { return }
    onShare(ShareItem(text: BardCopy.shareText(text)))
  }

  /// Remove Selected: asks first; the confirmation's Remove removes the insults the user saw selected.
  public func requestRemoveSelected() {
    let texts = Set(saved().lazy.map(\.text).filter(selection.contains))
    guard kind == .favourites, !texts.isEmpty else { return }
    onAsk(.removeSelectedFavourites(texts))
  }

  /// Remove All Favourites: asks first; the confirmation's Remove All removes those on screen when it asked, so
  /// a heart tapped on the widget meanwhile is kept.
  public func requestRemoveAll() {
    let texts = Set(saved().map(\.text))
    guard kind == .favourites, !texts.isEmpty else { return }
    onAsk(
      BardAlert(
        id: BardAlertID.removeAllFavourites, title: BardCopy.removeAllFavouritesTitle.text,
        message: BardCopy.removeFavouritesMessage.text,
        buttons: [
          .init(BardCopy.removeAllFavourites.text, role: .destructive, action: .removeFavourites(texts)),
          .init(BardCopy.cancel.text, role: .cancel),
        ], style: .confirmationDialog))
  }
}
