import Presentation

/// The sheets the Bard presents on the shared `PresentationStack`. The root presents one of them; Settings
/// presents "How to Add Widget" over itself; the share card, History, Favourites, Compose and Browse present the system
/// share sheet over themselves. The error alert, History's "Clear" and Favourites' "Remove" confirmations go on top.
public enum BardDestination: Hashable, Sendable {
  /// The share card: a preview of the insult as an image, and buttons that share it (IB-1.2, IB-5.1).
  /// Its own model carries what it shares, so the sheet shows it until it has slid away, whatever the insult does
  /// meanwhile, and the style and size chosen on it.
  case shareCard(ShareCardModel)
  /// The system share sheet: the insult's text, or the card's image (IB-1.2). In the stack, so a deep link or a
  /// widget tap dismisses it like any sheet instead of landing under it.
  case share(ShareItem)
  /// Settings, with the Insult of the Day's wheel in its own model.
  case settings(BardSettingsModel)
  /// History, with its search, in its own model.
  case history(SavedInsultsModel)
  /// Favourites, with its search and Edit's selection, in its own model.
  case favourites(SavedInsultsModel)
  /// Presented by Settings, over it.
  case howToAddWidget
  /// The insult card's tap: its three words, each with its gloss and the play that uses it.
  case wordOrigins(WordOriginsModel)
  /// Compose: the kit's three columns as wheels, the insult they spell and its words' glosses.
  case compose(ComposeModel)
  /// Browse: a page of the kit's insults at a time, searchable, each row with Copy, the heart and Share.
  case browse(BrowseModel)

  /// The Settings sheet this destination holds, if it is Settings.
  public var settingsSheet: BardSettingsModel? {
    if case .settings(let sheet) = self { sheet } else { nil }
  }

  /// The share card this destination holds, if it is one.
  public var shareCardSheet: ShareCardModel? {
    if case .shareCard(let sheet) = self { sheet } else { nil }
  }

  /// The Browse sheet this destination holds, if it is Browse.
  public var browseSheet: BrowseModel? {
    if case .browse(let sheet) = self { sheet } else { nil }
  }

  /// The History or Favourites sheet this destination holds, if it is one of them.
  public var savedInsults: SavedInsultsModel? {
    switch self {
    case .history(let sheet), .favourites(let sheet): sheet
    default: nil
    }
  }
}

/// What an alert or confirmation dialog button asks the model to do.
public enum BardAlertAction: Hashable, Sendable {
  /// "Clear History" in the confirmation.
  case clearHistory
  /// "Remove" in Favourites' Remove Selected or Remove All confirmation: the insults the user saw selected.
  case removeFavourites(Set<String>)
}

public typealias BardPresentation = PresentationStack<BardDestination, BardAlertAction>
public typealias BardAlert = AlertValue<BardAlertAction>

/// Which alert is up: the typed id every Bard alert carries (`AlertValue.id`), so the model and tests read it with
/// `alertUp`, never by matching strings or guessing from the style.
public enum BardAlertID: Hashable, Sendable {
  /// What went wrong, in words, with OK: queued, never dropped.
  case message(String)
  case clearHistory
  case removeSelectedFavourites
  case removeAllFavourites

  /// A message's alert: its words under the error title, with the app's own OK.
  public static func messageAlert(_ text: String) -> BardAlert {
    .message(id: BardAlertID.message(text), title: BardCopy.errorTitle.text, text: text, ok: BardCopy.ok.text)
  }
}

extension AlertValue where Action == BardAlertAction {
  /// "Remove N Favourites?", asked before a batch goes (no Undo could bring years of favourites back): one
  /// dialog, the same words, from Favourites' Remove Selected and Browse's Remove from Favourites.
  static func removeSelectedFavourites(_ texts: Set<String>) -> BardAlert {
    BardAlert(
      id: BardAlertID.removeSelectedFavourites, title: BardCopy.removeSelectedTitle(texts.count).text,
      message: BardCopy.removeFavouritesMessage.text,
      buttons: [
        .init(BardCopy.removeSelected.text, role: .destructive, action: .removeFavourites(texts)),
        .init(BardCopy.cancel.text, role: .cancel),
      ], style: .confirmationDialog)
  }
}
