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

extension QuoteVaultModel {
  /// A notification, widget or Spotlight tap is closing every sheet: a reminder set's changed draft and a typed
  /// collection name are kept in memory for whoever is signed in (or the guest), so the same editor (that set's,
  /// a new set's, the same new or renamed collection's) opens again as it was left, as the account sheets do.
  func keepOpenDrafts() {
    let user = auth.user?.id
    for destination in presentation.destinations {
      switch destination {
      case .reminderSet(let sheet) where sheet.hasChanges:
        keptDrafts.reminderSet = KeptDrafts.Kept(user: user, sheet: sheet)
      case .collectionName(let sheet) where sheet.holdsUserInput:
        keptDrafts.collectionName = KeptDrafts.Kept(user: user, sheet: sheet)
      default: break
      }
    }
  }

  /// The reminder set editor a link closed, if it was for the set with `id` (nil: a new set) and the same user;
  /// taken, so it is given once.
  func takeKeptReminderSet(id: String?) -> ReminderSetModel? {
    guard let kept = keptDrafts.reminderSet, kept.user == auth.user?.id,
      kept.sheet.isNew ? id == nil : kept.sheet.draft.id == id
    else { return nil }
    keptDrafts.reminderSet = nil
    return kept.sheet
  }

  /// The collection name sheet a link closed, if it was for the same purpose and user; taken once.
  func takeKeptCollectionName(_ purpose: CollectionNameModel.Purpose) -> CollectionNameModel? {
    guard let kept = keptDrafts.collectionName, kept.user == auth.user?.id, kept.sheet.purpose == purpose else {
      return nil
    }
    keptDrafts.collectionName = nil
    return kept.sheet
  }
}

/// The drafts a link closed: the latest of each kind, with whose they were.
struct KeptDrafts {
  struct Kept<Sheet> {
    let user: String?
    let sheet: Sheet
  }
  var reminderSet: Kept<ReminderSetModel>?
  var collectionName: Kept<CollectionNameModel>?
}

/// A Change Password or Change Email sheet a link closed, and whose typing it holds.
struct KeptAccountChange {
  let user: String
  let sheet: AccountChangeModel
}
