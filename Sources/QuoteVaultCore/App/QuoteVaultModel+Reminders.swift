extension QuoteVaultModel {
  /// A reminder set's editor goes on the app's stack; its questions are alerts; a draft a link closed comes back.
  func wireReminderEditor() {
    reminders.onPresent = { [weak self] sheet in self?.presentation.present(.reminderSet(sheet)) }
    reminders.onDismiss = { [weak self] sheet in self?.close(.reminderSet(sheet)) }
    reminders.onDismissEditors = { [weak self] id in
      self?.close { if case .reminderSet(let sheet) = $0 { sheet.draft.id == id } else { false } }
    }
    reminders.presentedEditor = { [weak self] in
      self?.presentation.destinations.lazy.compactMap { if case .reminderSet(let sheet) = $0 { sheet } else { nil } }
        .first
    }
    reminders.onAsk = { [weak self] question in self?.show(question) }
    reminders.takeKeptDraft = { [weak self] id in self?.keptTyping.takeReminderSet(id: id, user: self?.auth.user?.id) }
  }
}
