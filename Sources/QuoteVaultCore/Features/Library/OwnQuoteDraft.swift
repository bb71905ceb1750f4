import Foundation
import SharedStore

/// What the own-quote sheet holds that has not been saved: kept on the device as it is typed, so a link that
/// closes the sheet (a notification, a widget, Spotlight, an App Shortcut) or iOS ending the app in the
/// background loses none of it. Kept per account (own quotes are private) and per quote: the next sheet that
/// account opens for the same quote (or for a new one) starts from it.
public struct OwnQuoteDraft: Codable, Equatable, Sendable {
  /// The own quote being changed; nil for a new one.
  public var editing: Int64?
  public var text: String
  public var author: String
  public var category: String

  public init(editing: Int64?, text: String, author: String, category: String) {
    self.editing = editing
    self.text = text
    self.author = author
    self.category = category
  }

  /// Where a draft is kept: the account's, for that quote or for a new one.
  static func key(user: String, editing: Int64?) -> String { user + "/" + (editing.map(String.init) ?? "new") }
}

extension QuoteVaultShared {
  /// Each account's unsaved own quotes, by `OwnQuoteDraft.key(user:editing:)`.
  public static let ownQuoteDrafts = StoreKey("quotevault-own-quote-drafts", default: [String: OwnQuoteDraft]())
}

extension MyQuotesModel {
  /// The signed-in account's unsaved quote for `editing` (nil: a new quote), if one was left.
  func savedDraft(editing: Int64?) -> OwnQuoteDraft? {
    guard let user = userID() else { return nil }
    return draftKeeper.drafts[OwnQuoteDraft.key(user: user, editing: editing)]
  }

  /// The sheet's fields changed: kept while they hold the user's writing, forgotten once they are back to what
  /// the sheet opened with. Memory only here (each keystroke); the keeper writes the file off the main actor,
  /// and the sheet hears if that write fails.
  func keepDraft(of sheet: OwnQuoteModel) {
    guard let user = userID() else { return }
    draftKeeper.sheet = sheet
    draftKeeper.set(
      sheet.holdsUserInput ? sheet.draft : nil, for: OwnQuoteDraft.key(user: user, editing: sheet.editing?.id))
  }

  /// Saved or discarded: the sheet's draft goes.
  func forgetDraft(of sheet: OwnQuoteModel) {
    guard let user = userID() else { return }
    draftKeeper.set(nil, for: OwnQuoteDraft.key(user: user, editing: sheet.editing?.id))
  }

  /// The account is deleted: its unsaved quotes go with it.
  func forgetDrafts(user: String) {
    draftKeeper.removeAll { $0.hasPrefix(user + "/") }
  }

  /// Leaving the foreground (inactive or background): what is typed is on the device before iOS may end the
  /// app.
  public func flushDrafts() async { await draftKeeper.flush() }

  /// A draft write ended: the open sheet says whether what is typed is kept (under its fields); with no sheet
  /// open any more, a failure is said as an alert, as other failed saves are.
  func draftWritten(_ failure: SharedStoreError?) {
    let words = failure.map(OwnQuoteDraftKeeper.problem)
    if let sheet = draftKeeper.sheet, isPresented(sheet) {
      sheet.draftProblem = words
    } else if let words {
      onMessage(words)
    }
  }
}
