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
  /// A notification, widget or Spotlight tap is closing every sheet: what was typed in a Change Password or Change
  /// Email sheet, a reminder set's changed draft and a typed collection name are kept as values, in memory only
  /// (never a password on disk), for whoever is signed in (or the guest), so the same sheet opens again as it was
  /// left. No sheet's model outlives its presentation: the next sheet is a new one, given the typing.
  func keepTyping() {
    let user = auth.user?.id
    for destination in presentation.destinations {
      switch destination {
      case .accountChange(let sheet) where !sheet.value.isEmpty && user != nil:
        keptTyping.accountChanges[sheet.kind] = KeptTyping.Kept(user: user, value: sheet.value)
      case .reminderSet(let sheet) where sheet.hasChanges:
        keptTyping.reminderSet = KeptTyping.Kept(
          user: user, value: .init(draft: sheet.draft, isNew: sheet.isNew, accountEpoch: sheet.accountEpoch))
      case .collectionName(let sheet) where sheet.holdsUserInput:
        keptTyping.collectionName = KeptTyping.Kept(user: user, value: .init(purpose: sheet.purpose, name: sheet.name))
      default: break
      }
    }
  }

  /// What was typed in the `kind` sheet a link closed, if the same user asks again; taken, so it is given once.
  func takeKeptAccountChange(_ kind: AccountChangeModel.Kind) -> String? {
    guard let kept = keptTyping.accountChanges.removeValue(forKey: kind), kept.user == auth.user?.id else {
      return nil
    }
    return kept.value
  }

  /// The reminder set draft a link closed, if it was for the set with `id` (nil: a new set) and the same user;
  /// taken, so it is given once.
  func takeKeptReminderSet(id: String?) -> KeptTyping.ReminderDraft? {
    guard let kept = keptTyping.reminderSet, kept.user == auth.user?.id,
      kept.value.isNew ? id == nil : kept.value.draft.id == id
    else { return nil }
    keptTyping.reminderSet = nil
    return kept.value
  }

  /// The collection name a link closed, if it was for the same purpose and user; taken once.
  func takeKeptCollectionName(_ purpose: CollectionNameModel.Purpose) -> String? {
    guard let kept = keptTyping.collectionName, kept.user == auth.user?.id, kept.value.purpose == purpose else {
      return nil
    }
    keptTyping.collectionName = nil
    return kept.value.name
  }
}

/// What the user typed in sheets a link closed: the latest of each kind, as values, with whose it was.
struct KeptTyping {
  struct Kept<Value> {
    let user: String?
    let value: Value
  }
  struct ReminderDraft {
    let draft: ReminderSet
    let isNew: Bool
    /// The account the editor was opened under (`ReminderSetModel.accountEpoch`).
    let accountEpoch: Int
  }
  struct CollectionName {
    let purpose: CollectionNameModel.Purpose
    let name: String
  }
  var accountChanges: [AccountChangeModel.Kind: Kept<String>] = [:]
  var reminderSet: Kept<ReminderDraft>?
  var collectionName: Kept<CollectionName>?
}
