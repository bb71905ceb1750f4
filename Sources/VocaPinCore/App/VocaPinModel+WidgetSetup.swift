// MARK: - The widget's setup (VP-1, VP-4, VP-6): its own model, connected to the stack and the settings here

extension VocaPinModel {
  /// Whether the Widget Setup sheet is up (or on its way up): the stack says, the toggle's state machine
  /// decides when to present it (VP-1, VP-4, VP-6).
  public var isShowingWidgetSetup: Bool { presentation.isPresentedOrQueued(.widgetSetup(widgetSetup)) }

  /// Connects the widget setup to the stack, the settings file, the widgets and the messages: it reports here
  /// through its closures, never reaching into this model.
  func connectWidgetSetup() {
    let setup = widgetSetup
    setup.isSetupUp = { [weak self] in self?.isShowingWidgetSetup ?? false }
    setup.onPresent = { [weak self, weak setup] in if let setup { self?.presentation.present(.widgetSetup(setup)) } }
    // Up, or still waiting its turn to rise (a tap right after another), so a closed sheet never rises later.
    setup.onDismiss = { [weak self] in self?.close { $0.widgetSetup != nil } }
    setup.saveSettings = { [weak self] change in _ = try self?.repository.updateSettings(change) }
    setup.onSaved = { [weak self] reloadWidgets in
      if reloadWidgets { self?.reloadWidgets() }
      self?.haptics.emit(.selectionChange)
    }
    setup.onMessage = { [weak self] in self?.showMessage($0) }
    setup.hasNotes = { [weak self] in !(self?.board.notes.isEmpty ?? true) }
    // Got it! returns to the screen under the sheet: Profile Settings, or the board, whose offer opened it.
    setup.isOverSettings = { [weak self] in
      guard let destinations = self?.presentation.destinations,
        let index = destinations.firstIndex(where: { $0.widgetSetup != nil }), index > 0
      else { return false }
      return destinations[index - 1].profileSettings != nil
    }
  }
}

// MARK: - What the Lock Screen's widgets show

extension VocaPinModel {
  /// Profile Settings' Show Notes on Lock Screen: saved in the settings the widget reads, then the widgets
  /// redraw, so a note's words leave (or reach) the Lock Screen at once. Turning it on while Lock VocaPin is on
  /// asks the device owner first (`AppLockModel.whenOwnerAllows`): anyone holding the unlocked app must not
  /// put the notes on a screen that needs no unlocking. The switch shows on while iOS asks, as Lock VocaPin's
  /// does (`lockScreenShowsNotesShown`); cancelled or failed, it goes back off.
  public func setLockScreenShowsNotes(_ show: Bool) {
    guard show else {
      appLock.lockScreenSwitch.clear()
      return saveLockScreenShowsNotes(false)
    }
    guard !lockScreenShowsNotes else { return appLock.lockScreenSwitch.clear() }
    appLock.whenOwnerAllows(\.lockScreenSwitch, to: true, reason: VocaPinCopy.Lock.showOnLockScreenReason) {
      [weak self] _ in
      self?.saveLockScreenShowsNotes(true)
    }
  }

  /// What Show Notes on Lock Screen's switch shows: on at once while the device owner is asked, else as saved.
  public var lockScreenShowsNotesShown: Bool { appLock.lockScreenSwitch.shown(saved: lockScreenShowsNotes) }

  private func saveLockScreenShowsNotes(_ show: Bool) {
    guard show != lockScreenShowsNotes else { return }
    do {
      _ = try repository.updateSettings { $0.lockScreenShowsNotes = show }
      lockScreenShowsNotes = show
      reloadWidgets()
      haptics.emit(.selectionChange)
    } catch {
      showMessage(VocaPinCopy.changeFailed(error))
    }
  }
}
