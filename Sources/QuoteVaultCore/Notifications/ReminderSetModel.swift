import Foundation
import Localization
import Observation
import Presentation

/// The editor sheet of one reminder set (Settings > Reminders > a set, or Add): its name, source, how many a day,
/// window and weekdays as a draft, kept only by Save. As Apple's own editors do, a draft that differs from the
/// saved set is never thrown away unasked: the swipe down is held back and Cancel asks "Discard Changes?"; an
/// untouched draft closes at once. Held by `.reminderSet` until the sheet has slid away; it reports through
/// closures, never reaching into the app model.
@MainActor
@Observable
public final class ReminderSetModel {
  public private(set) var draft: ReminderSet
  /// The set as it was when the sheet opened (a new set's defaults): what Cancel would leave. Once Save has kept
  /// the draft, the draft: Cancel while the sheet slides away has nothing left to ask about.
  public private(set) var saved: ReminderSet
  /// A set not yet in the list: Save adds it, and there is nothing to delete.
  public let isNew: Bool
  /// The list's first set: its first reminder of a day is the quote of the day, and it cannot be deleted.
  public let isDaily: Bool
  /// The picker's choices: all categories, each category, favourites, then the user's collections.
  public let sourceChoices: [ReminderSource]
  /// Why the saved set's reminders come from all categories now, or that iOS's limit cuts it short.
  public let notes: [String]
  @ObservationIgnored var onSave: (@MainActor (ReminderSet) async -> Void)?
  @ObservationIgnored var onCancel: (@MainActor () -> Void)?
  /// Cancel or a held-back swipe on a changed draft: the app model asks "Discard Changes?".
  @ObservationIgnored var onAskToDiscard: (@MainActor () -> Void)?
  @ObservationIgnored var onDelete: (@MainActor (ReminderSet) -> Void)?
  /// Save is on its way: a second tap adds nothing (the button shows it, disabled: `saveDisabled`).
  public private(set) var isSaving = false
  /// Save kept the set: another tap while the sheet slides away keeps nothing twice.
  @ObservationIgnored private var isStored = false
  /// `RemindersModel.accountEpoch` when the sheet opened: a source of an account that has left since is not
  /// brought back by Save.
  @ObservationIgnored var accountEpoch = 0

  public init(
    draft: ReminderSet, isNew: Bool, isDaily: Bool, sourceChoices: [ReminderSource], notes: [String] = []
  ) {
    self.draft = draft.normalized
    self.saved = draft.normalized
    self.isNew = isNew
    self.isDaily = isDaily
    self.sourceChoices = sourceChoices
    self.notes = notes
  }

  /// The draft a link closed on an editor of this set, put back: what was changed is changed again.
  func restore(_ kept: ReminderSet) { draft = kept.normalized }

  public func setName(_ name: String) { draft.name = String(name.prefix(ReminderSet.nameLimit)) }
  public func setCount(_ count: Int) {
    draft.schedule.count = min(max(count, ReminderSchedule.counts.lowerBound), ReminderSchedule.counts.upperBound)
  }
  public func setStart(_ time: String) {
    if let parsed = NotificationPlan.parseTime(time) { draft.schedule.start = ReminderSchedule.text(parsed) }
  }
  public func setEnd(_ time: String) {
    if let parsed = NotificationPlan.parseTime(time) { draft.schedule.end = ReminderSchedule.text(parsed) }
  }
  public func setSource(_ source: ReminderSource) { draft.schedule.source = source }
  public func setEnabled(_ enabled: Bool) { draft.isEnabled = enabled }

  /// A weekday's button (1 Sunday to 7 Saturday) turned on or off.
  public func toggle(weekday: Int) {
    guard ReminderSet.everyDay.contains(weekday) else { return }
    if draft.weekdays.contains(weekday) { draft.weekdays.remove(weekday) } else { draft.weekdays.insert(weekday) }
  }

  /// A set with no day would never come: Save waits for one, and the footer says why (`weekdaysNote`).
  public var canSave: Bool { !draft.weekdays.isEmpty }
  public var weekdaysNote: String? { canSave ? nil : Self.noDays.text }
  /// Every note under the days, each that applies: no day chosen, then what is said of the saved set (`notes`).
  public var daysFooterNotes: [String] { (weekdaysNote.map { [$0] } ?? []) + notes }
  /// The window past midnight, or holding one a day, said as Settings always said it.
  public var windowNote: String? { draft.schedule.windowNote }
  /// The daily set with one a day is the quote of the day alone: it has no window or source to pick.
  public var showsWindowAndSource: Bool { !isDaily || draft.schedule.count > 1 }

  /// Save's button is off: no day chosen, or a save already on its way.
  public var saveDisabled: Bool { !canSave || isSaving }

  /// Save: one at a time, and once only. The app model keeps the set, closes the sheet, then plans behind it.
  public func save() async {
    guard canSave, !isSaving, !isStored else { return }
    isSaving = true
    defer { isSaving = false }
    await onSave?(draft)
  }

  /// The set is on the device: the draft is what is saved now.
  func stored() {
    isStored = true
    saved = draft
  }
  /// Whether the draft differs from the saved set (a change undone by hand is no change): the sheet's swipe down
  /// is held back while it does (`interactiveDismissDisabled`).
  public var hasChanges: Bool { draft != saved }

  /// Cancel, or a swipe down held back: a changed draft asks first, an untouched one closes at once.
  public func cancel() {
    if hasChanges, !isStored { onAskToDiscard?() } else { onCancel?() }
  }
  /// Delete asks first (`RemindersModel.askToDeleteSet`).
  public func delete() {
    guard !isNew, !isDaily else { return }
    onDelete?(draft)
  }

  /// The weekdays in the order of the user's calendar (Monday first where the week starts on Monday), with the
  /// short names its locale gives.
  nonisolated public static func weekdays(calendar: Calendar) -> [(number: Int, name: String)] {
    let symbols = calendar.veryShortStandaloneWeekdaySymbols
    let first = min(max(calendar.firstWeekday, 1), 7)
    return (0..<7).map { step in
      let number = (first - 1 + step) % 7 + 1
      let name = symbols.indices.contains(number - 1) ? symbols[number - 1] : "\(number)"
      return (number, name)
    }
  }

  /// The days a set comes on, in a row's words.
  nonisolated public static func daysSummary(_ chosen: Set<Int>, calendar: Calendar) -> String {
    if chosen == ReminderSet.everyDay { return everyDay.text }
    if chosen == Set(2...6) { return weekdaysOnly.text }
    if chosen == [1, 7] { return weekends.text }
    let symbols = calendar.shortStandaloneWeekdaySymbols
    return weekdays(calendar: calendar).filter { chosen.contains($0.number) }.map { day in
      symbols.indices.contains(day.number - 1) ? symbols[day.number - 1] : day.name
    }.joined(separator: ", ")
  }

  /// A row's count: "3 a day".
  nonisolated public static func timesADay(_ count: Int) -> LocalizedCopy {
    .plural("quotevault.reminderSets.timesADay", count: count, one: "Once a day", other: "%lld a day")
  }
  nonisolated public static let listHeader = LocalizedCopy("quotevault.reminderSets.header", "Reminders")
  nonisolated public static let add = LocalizedCopy("quotevault.reminderSets.add", "Add Reminder Set")
  nonisolated public static let full = LocalizedCopy(
    "quotevault.reminderSets.full", "You have as many reminder sets as QuoteVault keeps. Delete one to add another.")
  nonisolated public static let newTitle = LocalizedCopy("quotevault.reminderSets.newTitle", "New Reminder Set")
  nonisolated public static let editTitle = LocalizedCopy("quotevault.reminderSets.editTitle", "Reminder Set")
  nonisolated public static let name = LocalizedCopy("quotevault.reminderSets.name", "Name")
  nonisolated public static let days = LocalizedCopy("quotevault.reminderSets.days", "Days")
  nonisolated public static let enabled = LocalizedCopy("quotevault.reminderSets.enabled", "On")
  nonisolated public static let save = LocalizedCopy("quotevault.reminderSets.save", "Save")
  nonisolated public static let delete = LocalizedCopy("quotevault.reminderSets.delete", "Delete Reminder Set")
  nonisolated public static let noDays = LocalizedCopy(
    "quotevault.reminderSets.noDays", "Choose at least one day for these reminders to come on.")
  nonisolated public static let everyDay = LocalizedCopy("quotevault.reminderSets.everyDay", "Every day")
  nonisolated public static let weekdaysOnly = LocalizedCopy("quotevault.reminderSets.weekdays", "Weekdays")
  nonisolated public static let weekends = LocalizedCopy("quotevault.reminderSets.weekends", "Weekends")
  nonisolated public static let discardTitle = LocalizedCopy(
    "quotevault.reminderSets.discardTitle", "Discard Changes?")
  nonisolated public static let discard = LocalizedCopy("quotevault.reminderSets.discard", "Discard Changes")
  nonisolated public static let keepEditing = LocalizedCopy("quotevault.reminderSets.keepEditing", "Keep Editing")
  nonisolated public static let dailyFooter = LocalizedCopy(
    "quotevault.reminderSets.dailyFooter",
    "The first reminder of each day is the Quote of the Day. This set can be turned off but not deleted.")
}

/// A sheet's model is the same sheet only as itself.
extension ReminderSetModel: HashableObject {}
