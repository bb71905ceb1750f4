import Foundation
import Localization

/// Settings > Reminders as a list of sets (as Motivation and "I am" keep them): add, edit, delete and turn each
/// on or off; every change is kept on the device and planned at once, all enabled sets together.
extension RemindersModel {
  /// Whether Settings offers Add: at most `ReminderSets.limit`, so each keeps a fair part of iOS's 64.
  public var canAddSet: Bool { canEditSets && sets.sets.count < ReminderSets.limit }

  /// The set with `id`, as kept.
  public func set(_ id: String) -> ReminderSet? { sets.sets.first { $0.id == id } }

  /// Whether `set` is the list's first, the daily one (the quote of the day; it can be turned off, not deleted).
  public func isDaily(_ set: ReminderSet) -> Bool { set.id == sets.first.id }

  /// A new set, at the end of the list, planned at once; nil when the list is full.
  @discardableResult
  public func addSet(_ set: ReminderSet) async -> ReminderSet? {
    guard let added = storeNewSet(set) else { return nil }
    await reschedule()
    return added
  }

  /// A new set kept on the device at the end of the list, not yet planned (the editor closes first, the plan
  /// follows behind it: `replanAfterSave`); nil when the list is full. `openedIn`: the editor's
  /// `accountEpoch`, so a source of an account that left while it was open goes back to all categories.
  func storeNewSet(_ set: ReminderSet, openedIn epoch: Int? = nil) -> ReminderSet? {
    guard canEditSets else { return nil }
    var changed = sets
    guard let added = changed.add(sourceStillValid(set, openedIn: epoch)) else { return nil }
    return keepFromEditor(changed) ? added : nil
  }

  /// An editor's Save kept, or not at all: a write that failed leaves the sets as they were (the editor stays
  /// open with its draft, and says so), so a second Save adds nothing twice.
  private func keepFromEditor(_ changed: ReminderSets) -> Bool {
    let before = sets
    guard keep(changed) else {
      sets = before
      lastSaveFailed = true
      return false
    }
    lastSaveFailed = false
    return true
  }

  /// A set as the editor saved it. The daily set's start is the profile's notification time, so a new start
  /// goes there (and to the account) as Settings' time always did.
  public func updateSet(_ set: ReminderSet) async {
    guard storeSet(set) else { return }
    await reschedule()
  }

  /// `updateSet` without the plan (the editor closes first); false when the set is no longer there or the sets
  /// cannot be changed now. The editor's draft replaces the stored set, except a source of an account that left
  /// while the editor was open (`openedIn`), which stays as `accountLeft` made it.
  func storeSet(_ set: ReminderSet, openedIn epoch: Int? = nil) -> Bool {
    guard canEditSets, self.set(set.id) != nil else { return false }
    var saved = sourceStillValid(set, openedIn: epoch).normalized
    let previousTime = settings.settings.notificationTime
    if isDaily(set) {
      let time = saved.schedule.start
      if time != previousTime {
        settings.setNotifications(enabled: settings.settings.notificationsEnabled, time: time)
      }
      saved.schedule.start = settings.settings.notificationTime
    }
    var changed = sets
    changed.replace(saved)
    guard keepFromEditor(changed) else {
      // Not kept: the daily time goes back too, so nothing of the unsaved draft is half applied.
      if settings.settings.notificationTime != previousTime {
        settings.setNotifications(enabled: settings.settings.notificationsEnabled, time: previousTime)
      }
      return false
    }
    return true
  }

  /// A draft made before `accountLeft` ran: its favourites or collection were the departed account's, so it
  /// draws from all categories, as the stored sets now do.
  private func sourceStillValid(_ set: ReminderSet, openedIn epoch: Int?) -> ReminderSet {
    guard let epoch, epoch != accountEpoch else { return set }
    switch set.schedule.source {
    case .favorites, .collection:
      var cleared = set
      cleared.schedule.source = .allCategories
      return cleared
    case .allCategories, .category: return set
    }
  }

  /// The plan after an editor's Save, behind the closed sheet: the set is kept whatever happens here, and a
  /// plan iOS refused is said in words (each launch and return plans again).
  func replanAfterSave() async {
    await reschedule()
    if lastPlanRefused { onMessage(Self.planRefusedMessage, ReminderSetModel.editTitle.text) }
  }

  /// Why an editor's Save did not close it: the sets could not be written on this device.
  nonisolated static var notSavedMessage: String {
    LocalizedCopy(
      "quotevault.reminderSets.notSaved",
      "Your reminder set couldn't be saved on this iPhone. It's still here; free up some storage and tap Save again."
    ).text
  }

  nonisolated static var planRefusedMessage: String {
    LocalizedCopy(
      "quotevault.reminderSets.planRefused",
      "Your reminder set is saved, but iOS didn't accept its reminders just now. QuoteVault plans them again each time you open it."
    ).text
  }

  /// Deletes the set with `id` (after the user confirmed: `askToDeleteSet`, then `deleteConfirmed`); its pending
  /// reminders go with the next plan. The daily set stays. False when the set is still there (the write failed,
  /// said in words).
  @discardableResult
  public func deleteSet(_ id: String) async -> Bool {
    guard canEditSets else { return false }
    var changed = sets
    changed.remove(id)
    guard changed != sets else { return set(id) == nil }
    guard keepFromList(changed) else { return false }
    await reschedule()
    return true
  }

  /// A set's own switch in the list.
  public func setEnabled(_ id: String, _ enabled: Bool) async {
    guard canEditSets, var changed = set(id), changed.isEnabled != enabled else { return }
    changed.isEnabled = enabled
    var list = sets
    list.replace(changed)
    guard keepFromList(list) else { return }
    await reschedule()
  }

  /// A change made in the list (Delete confirmed, a set's switch), kept or not at all: a write that failed puts
  /// the list back as the file still has it, so what shows is what the next launch plans, and says so.
  private func keepFromList(_ changed: ReminderSets) -> Bool {
    let before = sets
    guard keep(changed) else {
      sets = before
      onMessage(Self.listNotSavedMessage, ReminderSetModel.listHeader.text)
      return false
    }
    return true
  }

  /// Why a Delete or a set's switch did not take: the sets could not be written on this device.
  nonisolated static var listNotSavedMessage: String {
    LocalizedCopy(
      "quotevault.reminderSets.listNotSaved",
      "Your reminders couldn't be changed on this iPhone, so they stay as they were. Free up some storage and try again."
    ).text
  }

  /// The list's choices for a set's "Reminder Quotes" picker (its own chosen collection kept once deleted).
  public func sourceChoices(for set: ReminderSet) -> [ReminderSource] {
    ReminderSource.choices(collections: collections().map(\.0), selected: set.schedule.source)
  }

  /// Everything Settings says under a set's row, each note that applies (they do not exclude one another): its
  /// window runs past midnight or holds one a day, then `statusNotes`. The daily set's window starts at the
  /// profile's time, as its row shows it.
  public func notes(for set: ReminderSet) -> [String] {
    var schedule = set.schedule
    if isDaily(set) { schedule.start = settings.settings.notificationTime }
    return (schedule.windowNote.map { [$0] } ?? []) + statusNotes(for: set)
  }

  /// What is said of the saved set whatever its window: its source fell back to all categories, and its plan is
  /// cut short by iOS's limit. The editor shows these; its window note follows the draft instead.
  public func statusNotes(for set: ReminderSet) -> [String] {
    [sourceNote(for: set), trimmedNote(for: set)].compactMap { $0 }
  }

  /// What Settings says under a set cut short by iOS's limit of 64 pending, while several sets share it: how many
  /// of its reminders are planned, and that opening the app plans more (every launch and return does). A set alone
  /// says nothing here, as the single schedule did: its pause notice tells the user if it comes to that.
  public func trimmedNote(for set: ReminderSet) -> String? {
    guard settings.settings.notificationsEnabled, set.isEnabled, sets.sets.filter(\.isEnabled).count > 1,
      let count = trimmed[set.id]
    else { return nil }
    return Self.trimmedNote(count: count)
  }

  nonisolated public static func trimmedNote(count: Int) -> String {
    LocalizedCopy.plural(
      "quotevault.reminderSets.trimmed", count: count,
      one:
        "iOS holds 64 reminders for all your sets, so only the next one of this set is planned. Open QuoteVault to plan more.",
      other:
        "iOS holds 64 reminders for all your sets, so only the next %lld of this set are planned. Open QuoteVault to plan more."
    ).text
  }

  /// Whether an enabled set draws on the user's favourites or collections (the background refresh leaves the
  /// plan as it is when it cannot read them).
  var drawsOnPersonalSource: Bool {
    sets.sets.enumerated().contains { position, set in
      guard set.isEnabled, position > 0 || set.schedule.count > 1 else { return false }
      switch set.schedule.source {
      case .favorites, .collection: return true
      case .allCategories, .category: return false
      }
    }
  }
}
