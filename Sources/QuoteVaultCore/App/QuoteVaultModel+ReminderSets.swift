import Foundation

/// Settings > Reminders: the list's Add and each row open a set's editor sheet (`.reminderSet`), whose Save keeps
/// the set through `RemindersModel` and closes it; Delete asks first, in words that say what stops.
extension QuoteVaultModel {
  /// "Open Settings" under a notification switch iOS turned off (`RemindersModel.blockedInSettings`): the app's
  /// notification settings, where the user turns them back on, not the app's page one level above.
  public func openNotificationSettings() async {
    _ = await dependencies.urls.open(dependencies.notificationSettingsPage)
  }

  /// Add: a new set's editor, three a day through the waking hours from all categories, every day.
  public func addReminderSet() {
    guard reminders.canAddSet else { return }
    let draft = ReminderSet(
      id: "new", name: "", schedule: ReminderSchedule(count: 3, start: "09:00", end: "21:00"))
    present(
      ReminderSetModel(draft: draft, isNew: true, isDaily: false, sourceChoices: reminders.sourceChoices(for: draft)),
      kept: takeKeptReminderSet(id: nil))
  }

  /// A row: that set's editor, with what Settings says of it now (a source fallen back, a plan cut short).
  public func editReminderSet(_ id: String) {
    guard reminders.canEditSets, var set = reminders.set(id) else { return }
    let isDaily = reminders.isDaily(set)
    if isDaily { set.schedule.start = settings.settings.notificationTime }
    present(
      ReminderSetModel(
        draft: set, isNew: false, isDaily: isDaily, sourceChoices: reminders.sourceChoices(for: set),
        notes: reminders.statusNotes(for: set)), kept: takeKeptReminderSet(id: id))
  }

  /// `kept`: the draft a link closed on this set's editor: it opens again as it was left, under the account it
  /// was opened under.
  private func present(_ sheet: ReminderSetModel, kept: KeptTyping.ReminderDraft?) {
    sheet.accountEpoch = kept?.accountEpoch ?? reminders.accountEpoch
    if let kept { sheet.restore(kept.draft) }
    // Save keeps the set on the device and closes the sheet at once; the plan (which may wait on the network for
    // the day's quote or a category's quotes) follows behind it, and what it cannot do is said in words.
    sheet.onSave = { [weak self, weak sheet] draft in
      guard let self, let sheet else { return }
      let kept =
        sheet.isNew
        ? reminders.storeNewSet(draft, openedIn: sheet.accountEpoch) != nil
        : reminders.storeSet(draft, openedIn: sheet.accountEpoch)
      guard kept else {
        // Not kept: the write failed, the sets cannot be changed now (said why), the list filled meanwhile, or the
        // set is gone. The sheet stays open with its draft.
        let why =
          reminders.lastSaveFailed
          ? RemindersModel.notSavedMessage
          : reminders.setsFileNote ?? (sheet.isNew ? ReminderSetModel.full.text : nil)
        if let why { showMessage(why) }
        return
      }
      sheet.stored()
      presentation.dismiss { $0 == .reminderSet(sheet) }
      await reminders.replanAfterSave()
    }
    sheet.onCancel = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      presentation.dismiss { $0 == .reminderSet(sheet) }
    }
    sheet.onAskToDiscard = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      show(.discardReminderSet(sheet))
    }
    sheet.onDelete = { [weak self] set in self?.askToDeleteReminderSet(set.id) }
    presentation.present(.reminderSet(sheet))
  }

  /// Delete (a row's swipe or the editor's button) asks first, naming the set; the daily set is never offered.
  public func askToDeleteReminderSet(_ id: String) {
    guard let set = reminders.set(id), !reminders.isDaily(set) else { return }
    show(.deleteReminderSet(id: id, name: set.displayName(isFirst: false)))
  }

  /// Confirmed: the set goes, and its editor with it if it is open. A delete that could not be kept leaves the
  /// editor up, with its draft, under the words that say so.
  func deleteReminderSet(_ id: String) async {
    guard await reminders.deleteSet(id) else { return }
    presentation.dismiss { if case .reminderSet(let sheet) = $0 { sheet.draft.id == id } else { false } }
  }

  /// The reminder set's editor on screen, if it is.
  public var reminderSetSheet: ReminderSetModel? {
    presentation.destinations.lazy.compactMap { if case .reminderSet(let sheet) = $0 { sheet } else { nil } }.first
  }
}
