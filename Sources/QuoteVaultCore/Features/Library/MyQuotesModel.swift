import AppServices
import Foundation
import Observation
import SharedStore

/// "My Quotes" (a screen pushed from the Library): Add, Edit and Delete of the user's own quotes, and the
/// writing sheet's unsaved text kept on the device as it is typed (`OwnQuoteDraftKeeper`). The sheet is an
/// `OwnQuoteModel` held by its destination; the app model presents and dismisses it, and shows the questions
/// this asks, through the closures below.
@MainActor
@Observable
public final class MyQuotesModel {
  /// The own-quote sheets' unsaved writing, in memory and written off the main actor.
  @ObservationIgnored let draftKeeper: OwnQuoteDraftKeeper
  private let library: LibraryModel
  /// The signed-in user's id (drafts are kept per account: own quotes are private).
  let userID: @MainActor () -> String?
  /// The profile's name, a new quote's author until the user changes it.
  private let author: @MainActor () -> String

  /// The writing sheet comes up (`.ownQuote`).
  @ObservationIgnored var onPresent: @MainActor (OwnQuoteModel) -> Void = unimplemented("MyQuotesModel.onPresent")
  /// The writing sheet goes.
  @ObservationIgnored var onDismiss: @MainActor (OwnQuoteModel) -> Void = unimplemented("MyQuotesModel.onDismiss")
  /// Whether this sheet is presented, on the stack whether it is still appearing or up (a draft write's outcome
  /// is said in it, else as an alert). A sheet only queued, or sliding away, is not.
  @ObservationIgnored var isPresented: @MainActor (OwnQuoteModel) -> Bool = { _ in false }
  /// A question for the user (`.deleteOwnQuote`, `.discardOwnQuote`), whose answer comes back through the
  /// app model's alert actions.
  @ObservationIgnored var onAsk: @MainActor (QuoteVaultAlertID) -> Void = unimplemented("MyQuotesModel.onAsk")
  /// A guest tapped Add: own quotes are an account's.
  @ObservationIgnored var onAskToSignIn: @MainActor () -> Void = unimplemented("MyQuotesModel.onAskToSignIn")
  /// A message for the user, as an alert.
  @ObservationIgnored var onMessage: @MainActor (String) -> Void = unimplemented("MyQuotesModel.onMessage")

  init(
    store: SharedStore, library: LibraryModel, userID: @escaping @MainActor () -> String?,
    author: @escaping @MainActor () -> String
  ) {
    // The app's own folder: writing a draft reloads no widget.
    draftKeeper = OwnQuoteDraftKeeper(store: SharedStore(directory: store.directory))
    self.library = library
    self.userID = userID
    self.author = author
    draftKeeper.onWritten = { [weak self] failure in self?.draftWritten(failure) }
  }

  /// "My Quotes"' Add: the writing sheet, or, for a guest, the ask to sign in (own quotes are an account's).
  /// A quote written earlier and never saved (a link closed its sheet, or iOS ended the app) comes back in it.
  public func newQuote() {
    present(OwnQuoteModel(author: author(), restoring: savedDraft(editing: nil)))
  }

  /// A row's Edit in "My Quotes".
  public func edit(_ quote: Quote) {
    guard library.ownQuotes.contains(where: { $0.id == quote.id }) else { return }
    present(OwnQuoteModel(editing: quote, restoring: savedDraft(editing: quote.id)))
  }

  /// A row's Delete asks first: the quote is gone from every device, with its favourite and collection entries.
  public func askToDelete(_ quote: Quote) {
    onAsk(.deleteOwnQuote(quote))
  }

  private func present(_ sheet: OwnQuoteModel) {
    guard library.canChange else { return onAskToSignIn() }
    sheet.onSave = { [weak self, weak sheet] quote in
      guard let self, let sheet else { return }
      // The device has it at once and the outbox takes it to the server (offline, it waits): the sheet closes.
      forgetDraft(of: sheet)
      onDismiss(sheet)
      await library.saveOwnQuote(quote)
    }
    // What is typed is on the device at once: a link closing the sheet, or iOS ending the app, loses none of it.
    sheet.onEdit = { [weak self] sheet in self?.keepDraft(of: sheet) }
    sheet.onCancel = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      leave(sheet)
    }
    onPresent(sheet)
  }

  /// Cancel, or a swipe down the sheet held back: what the user wrote is never thrown away without asking.
  func leave(_ sheet: OwnQuoteModel) {
    guard sheet.holdsUserInput else {
      forgetDraft(of: sheet)
      return onDismiss(sheet)
    }
    onAsk(.discardOwnQuote(sheet))
  }

  /// "Discard Changes": the writing goes, from the sheet and from the device.
  func discard(_ sheet: OwnQuoteModel) {
    forgetDraft(of: sheet)
    onDismiss(sheet)
  }
}
