import Presentation

/// What the user typed in sheets a link closed: the latest of each kind, as values, with whose it was. In memory
/// only (never a password on disk); no sheet's model outlives its presentation, so the next sheet is a new one,
/// given the typing, and each is given once, to the same user (or the guest).
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
  private var accountChanges: [AccountChangeModel.Kind: Kept<String>] = [:]
  private var reminderSet: Kept<ReminderDraft>?
  private var collectionName: Kept<CollectionName>?

  /// Every sheet in `destinations` holding typing keeps it: a Change Password or Change Email sheet's words (only
  /// while someone is signed in), a reminder set's changed draft, a typed collection name.
  @MainActor mutating func keep(_ destinations: [QuoteVaultDestination], user: String?) {
    for destination in destinations {
      switch destination {
      case .accountChange(let sheet) where !sheet.value.isEmpty && user != nil:
        accountChanges[sheet.kind] = Kept(user: user, value: sheet.value)
      case .reminderSet(let sheet) where sheet.hasChanges:
        reminderSet = Kept(
          user: user, value: .init(draft: sheet.draft, isNew: sheet.isNew, accountEpoch: sheet.accountEpoch))
      case .collectionName(let sheet) where sheet.holdsUserInput:
        collectionName = Kept(user: user, value: .init(purpose: sheet.purpose, name: sheet.name))
      default: break
      }
    }
  }

  /// What was typed in the `kind` sheet a link closed, if the same user asks again; taken, so it is given once.
  mutating func takeAccountChange(_ kind: AccountChangeModel.Kind, user: String?) -> String? {
    guard let kept = accountChanges.removeValue(forKey: kind), kept.user == user else { return nil }
    return kept.value
  }

  /// The reminder set draft a link closed, if it was for the set with `id` (nil: a new set) and the same user;
  /// taken, so it is given once.
  mutating func takeReminderSet(id: String?, user: String?) -> ReminderDraft? {
    guard let kept = reminderSet, kept.user == user, kept.value.isNew ? id == nil : kept.value.draft.id == id else {
      return nil
    }
    reminderSet = nil
    return kept.value
  }

  /// The collection name a link closed, if it was for the same purpose and user; taken once.
  mutating func takeCollectionName(_ purpose: CollectionNameModel.Purpose, user: String?) -> String? {
    guard let kept = collectionName, kept.user == user, kept.value.purpose == purpose else { return nil }
    collectionName = nil
    return kept.value.name
  }
}
