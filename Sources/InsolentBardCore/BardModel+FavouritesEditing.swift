import Presentation

/// Favourites' Edit: rows selected (by their insult, `SavedInsult.id`), then copied, shared or removed together,
/// and Remove All. Removing asks first, through the stack's confirmation dialog, as History's Clear does; what is
/// removed is what the user saw selected, so a heart tapped on the widget meanwhile is kept.
extension BardModel {
  /// The selected favourites in Favourites' order (newest first), one per line; selected rows no longer in
  /// Favourites are left out.
  public func selectedFavouritesText(_ selection: Set<String>) -> String {
    favourites.lazy.filter { selection.contains($0.text) }.map(\.text).joined(separator: "\n")
  }

  /// How many of the selected rows are in Favourites: what the Edit buttons act on.
  public func selectedFavouritesCount(_ selection: Set<String>) -> Int {
    favourites.reduce(0) { $0 + (selection.contains($1.text) ? 1 : 0) }
  }

  /// Copy All Selected: the selected insults on the pasteboard, one per line; the button says "Copied!".
  public func copySelectedFavourites(_ selection: Set<String>) {
    let text = selectedFavouritesText(selection)
    guard !text.isEmpty else { return }
    copy(text)
  }

  /// Whether Copy All Selected says "Copied!": what it copied is what is selected now.
  public func didCopySelectedFavourites(_ selection: Set<String>) -> Bool {
    let text = selectedFavouritesText(selection)
    return !text.isEmpty && isCopied(text)
  }

  /// Share Selected: the system share sheet over Favourites with the selected insults' text, one per line.
  public func shareSelectedFavourites(_ selection: Set<String>) {
    let text = selectedFavouritesText(selection)
    guard !text.isEmpty else { return }
    share(ShareItem(text: BardCopy.shareText(text)))
  }

  /// Remove Selected: asks first; the confirmation's Remove removes them.
  public func requestRemoveSelectedFavourites(_ selection: Set<String>) {
    let texts = Set(favourites.lazy.map(\.text).filter(selection.contains))
    guard !texts.isEmpty else { return }
    presentation.showAlert(
      BardAlert(
        id: "remove-selected-favourites", title: BardCopy.removeSelectedTitle(texts.count).text,
        message: BardCopy.removeFavouritesMessage.text,
        buttons: [
          .init(BardCopy.removeSelected.text, role: .destructive, action: .removeFavourites(texts)),
          .init(BardCopy.cancel.text, role: .cancel),
        ], style: .confirmationDialog))
  }

  /// Remove All Favourites: asks first; the confirmation's Remove All removes those on screen when it was asked.
  public func requestRemoveAllFavourites() {
    guard !favourites.isEmpty else { return }
    let texts = Set(favourites.map(\.text))
    presentation.showAlert(
      BardAlert(
        id: "remove-all-favourites", title: BardCopy.removeAllFavouritesTitle.text,
        message: BardCopy.removeFavouritesMessage.text,
        buttons: [
          .init(BardCopy.removeAllFavourites.text, role: .destructive, action: .removeFavourites(texts)),
          .init(BardCopy.cancel.text, role: .cancel),
        ], style: .confirmationDialog))
  }
}
