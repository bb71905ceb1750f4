// What the user typed in a sheet is not lost to a swipe or a link: the collection-name sheet asks before a
// typed name goes, and Change Password / Change Email come back as a link left them.
import Presentation

extension QuoteVaultModel {
  /// A swipe down the collection-name sheet, held back while it holds a typed name: asks before the name goes,
  /// as the own-quote editor does; with nothing typed, the sheet simply goes.
  func leaveCollectionName(_ sheet: CollectionNameModel) {
    guard sheet.holdsUserInput else { return presentation.dismiss { $0 == .collectionName(sheet) } }
    show(.discardCollectionName(sheet))
  }
}

extension QuoteVaultModel {
  /// A notification, widget or Spotlight tap is closing every sheet: a Change Password or Change Email sheet
  /// with something typed is kept, in memory only (never a password on disk), for the signed-in user, so the
  /// next Change Password or Change Email opens it as it was left.
  func keepTypedAccountChange() {
    guard let user = auth.user?.id else { return }
    for case .accountChange(let sheet) in presentation.destinations where !sheet.value.isEmpty {
      keptAccountChanges[sheet.kind] = KeptAccountChange(user: user, sheet: sheet)
    }
  }

  /// The sheet a link closed for `kind`, if the same user asks again; taken, so it is given once.
  func takeKeptAccountChange(_ kind: AccountChangeModel.Kind) -> AccountChangeModel? {
    guard let kept = keptAccountChanges.removeValue(forKey: kind), kept.user == auth.user?.id else { return nil }
    return kept.sheet
  }
}

/// A Change Password or Change Email sheet a link closed, and whose typing it holds.
struct KeptAccountChange {
  let user: String
  let sheet: AccountChangeModel
}
