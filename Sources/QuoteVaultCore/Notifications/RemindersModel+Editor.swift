import Foundation

/// Settings > Reminders: the list's Add and each row open a set's editor sheet (`.reminderSet`), whose Save keeps
/// the set and closes it; Delete asks first, in words that say what stops.
extension RemindersModel {
  /// "Open Settings" under a notification switch iOS turned off (`blockedInSettings`): the app's notification
  /// settings, where the user turns them back on, not the app's page one level above.
  public func openNotificationSettings() async {
    _ = await dependencies.urls.open(dependencies.notificationSettingsPage)
  }

  /// Add: a new set's editor, three a day through the waking hours from all categories, every day.
  public func startNewSet() {
    guard canAddSet else { return }
    let draft = ReminderSet(
      id: "new", name: "", schedule: ReminderSchedule(count: 3, start: "09:00", end: "21:00"))
    present(
      ReminderSetModel(draft: draft, isNew: true, isDaily: false, sourceChoices: sourceChoices(for: draft)),
      kept: takeKeptDraft(nil))
  }

  /// A row: that set's editor, with what Settings says of it now (a source fallen back, a plan cut short).
  public func editSet(_ id: String) {
    guard canEditSets, var edited = set(id) else { return }
    let isDaily = isDaily(edited)
    if isDaily { edited.schedule.start = settings.settings.notificationTime }
    present(
      ReminderSetModel(
        draft: edited, isNew: false, isDaily: isDaily, sourceChoices: sourceChoices(for: edited),
        notes: statusNotes(for: edited)), kept: takeKeptDraft(id))
  }

  /// `kept`: the draft a link closed on this set's editor: it opens again as it was left, under the account it
  /// was opened under.
  private func present(_ sheet: ReminderSetModel, kept: KeptTyping.ReminderDraft?) {
    sheet.accountEpoch = kept?.accountEpoch ?? accountEpoch
    if let kept { sheet.restore(kept.draft) }
    // Save keeps the set on the device and closes the sheet at once; the plan (which may wait on the network for
    // the day's quote or a category's quotes) follows behind it, and what it cannot do is said in words.
    sheet.onSave = { [weak self, weak sheet] draft in
      guard let self, let sheet else { return }
      let kept =
        sheet.isNew
        ? storeNewSet(draft, openedIn: sheet.accountEpoch) != nil
        : storeSet(draft, openedIn: sheet.accountEpoch)
      guard kept else {
        // Not kept: the write failed, the sets cannot be changed now (said why), the list filled meanwhile, or the
        // set is gone. The sheet stays open with its draft.
        let why =
          lastSaveFailed
          ? Self.notSavedMessage
          : setsFileNote ?? (sheet.isNew ? ReminderSetModel.full.text : nil)
        if let why { onMessage(why, QuoteVaultCopy.messageTitle.text) }
        return
      }
      sheet.stored()
      onDismiss(sheet)
      await replanAfterSave()
    }
    sheet.onCancel = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      onDismiss(sheet)
    }
    sheet.onAskToDiscard = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      onAsk(.discardReminderSet(sheet))
    }
    sheet.onDelete = { [weak self] set in self?.askToDeleteSet(set.id) }
    onPresent(sheet)
  }

  /// Delete (a row's swipe or the editor's button) asks first, naming the set; the daily set is never offered.
  public func askToDeleteSet(_ id: String) {
    guard let asked = set(id), !isDaily(asked) else { return }
    onAsk(.deleteReminderSet(id: id, name: asked.displayName(isFirst: false)))
  }

  /// Confirmed: the set goes, and its editor with it if it is open. A delete that could not be kept leaves the
  /// editor up, with its draft, under the words that say so.
  func deleteConfirmed(_ id: String) async {
    guard await deleteSet(id) else { return }
    onDismissEditors(id)
  }

  /// The reminder set's editor on screen, if it is.
  public var editor: ReminderSetModel? { presentedEditor() }
}
