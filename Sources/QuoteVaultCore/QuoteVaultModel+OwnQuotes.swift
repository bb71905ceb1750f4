import Foundation
import Localization
import Presentation

extension QuoteVaultModel {
  /// "My Quotes"' Add: the writing sheet, or, for a guest, the ask to sign in (own quotes are an account's).
  /// A quote written earlier and never saved (a link closed its sheet, or iOS ended the app) comes back in it.
  public func newOwnQuote() {
    presentOwnQuote(OwnQuoteModel(author: profile.displayName, restoring: savedDraft(editing: nil)))
  }

  /// A row's Edit in "My Quotes".
  public func editOwnQuote(_ quote: Quote) {
    guard library.ownQuotes.contains(where: { $0.id == quote.id }) else { return }
    presentOwnQuote(OwnQuoteModel(editing: quote, restoring: savedDraft(editing: quote.id)))
  }

  /// A row's Delete asks first: the quote is gone from every device, with its favourite and collection entries.
  public func askToDeleteOwnQuote(_ quote: Quote) {
    show(.deleteOwnQuote(quote))
  }

  private func presentOwnQuote(_ sheet: OwnQuoteModel) {
    guard library.canChange else { return askToSignIn() }
    sheet.onSave = { [weak self, weak sheet] quote in
      guard let self, let sheet else { return }
      // The device has it at once and the outbox takes it to the server (offline, it waits): the sheet closes.
      forgetDraft(of: sheet)
      presentation.dismiss { $0 == .ownQuote(sheet) }
      await library.saveOwnQuote(quote)
    }
    // What is typed is on the device at once: a link closing the sheet, or iOS ending the app, loses none of it.
    sheet.onEdit = { [weak self] sheet in self?.keepDraft(of: sheet) }
    sheet.onCancel = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      leaveOwnQuote(sheet)
    }
    presentation.present(.ownQuote(sheet))
  }

  /// Cancel, or a swipe down the sheet held back: what the user wrote is never thrown away without asking.
  func leaveOwnQuote(_ sheet: OwnQuoteModel) {
    guard sheet.holdsUserInput else {
      forgetDraft(of: sheet)
      return presentation.dismiss { $0 == .ownQuote(sheet) }
    }
    show(.discardOwnQuote(sheet))
  }
}

extension QuoteVaultModel {
  /// "Discard Changes": the writing goes, from the sheet and from the device.
  func discardOwnQuote(_ sheet: OwnQuoteModel) {
    forgetDraft(of: sheet)
    presentation.dismiss { $0 == .ownQuote(sheet) }
  }
}
