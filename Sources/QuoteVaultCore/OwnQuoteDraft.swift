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

extension QuoteVaultModel {
  /// The drafts' store: the app's own folder, written without asking the widgets to reload (they show no draft,
  /// and a keystroke must not spend their reload budget).
  private var draftStore: SharedStore { SharedStore(directory: dependencies.store.directory) }

  /// The signed-in account's unsaved quote for `editing` (nil: a new quote), if one was left.
  func savedDraft(editing: Int64?) -> OwnQuoteDraft? {
    guard let user = auth.user?.id else { return nil }
    return draftStore.read(QuoteVaultShared.ownQuoteDrafts)[OwnQuoteDraft.key(user: user, editing: editing)]
  }

  /// The sheet's fields changed: kept while they hold the user's writing, forgotten once they are back to what
  /// the sheet opened with.
  func keepDraft(of sheet: OwnQuoteModel) {
    guard let user = auth.user?.id else { return }
    var drafts = draftStore.read(QuoteVaultShared.ownQuoteDrafts)
    let key = OwnQuoteDraft.key(user: user, editing: sheet.editing?.id)
    let draft = sheet.holdsUserInput ? sheet.draft : nil
    guard drafts[key] != draft else { return }
    drafts[key] = draft
    try? draftStore.write(drafts, for: QuoteVaultShared.ownQuoteDrafts)
  }

  /// Saved or discarded: the sheet's draft goes.
  func forgetDraft(of sheet: OwnQuoteModel) {
    guard let user = auth.user?.id else { return }
    var drafts = draftStore.read(QuoteVaultShared.ownQuoteDrafts)
    guard drafts.removeValue(forKey: OwnQuoteDraft.key(user: user, editing: sheet.editing?.id)) != nil else { return }
    try? draftStore.write(drafts, for: QuoteVaultShared.ownQuoteDrafts)
  }
}

extension QuoteVaultModel {
  /// The account is deleted: its unsaved quotes go with it.
  func forgetDrafts(user: String) {
    var drafts = draftStore.read(QuoteVaultShared.ownQuoteDrafts)
    let gone = drafts.keys.filter { $0.hasPrefix(user + "/") }
    guard !gone.isEmpty else { return }
    for key in gone { drafts.removeValue(forKey: key) }
    try? draftStore.write(drafts, for: QuoteVaultShared.ownQuoteDrafts)
  }
}
