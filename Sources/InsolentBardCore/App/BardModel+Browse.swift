import Presentation

/// Browse and Compose, the main screen's sheets: each acts on its own (BrowseModel+Intents.swift,
/// ComposeModel+Intents.swift), with the main screen's actions on an insult (`insultActions`), so one copied,
/// kept or shared from a sheet is in History as it would be from the main screen.
extension BardModel {
  /// The main screen's Browse button: a new browse of the kit of the settings, in an order of its own.
  /// `seed` fixes that order (tests pass one; each tap otherwise gets a new one).
  public func browse(seed: UInt64 = .random(in: .min ... .max)) {
    let kit = InsultKit.make(familyFriendly: settings.familyFriendly)
    let sheet = BrowseModel(kit: kit, seed: seed)
    sheet.actions = insultActions()
    sheet.onKeep = { [weak self] adding in
      guard let self else { return }
      if favouritesSaving.change(.keep(adding, at: dependencies.now())) { feel(.confirmation) }
    }
    sheet.onCopyText = { [weak self] in self?.copy($0) }
    sheet.onShare = { [weak self] in self?.share($0) }
    sheet.onAsk = { [weak self] in self?.presentation.showAlert($0) }
    sheet.onDone = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      close(.browse(sheet))
    }
    presentation.present(.browse(sheet))
  }

  /// The main screen's Compose button: the wheels start on the insult on screen, in the kit of the settings.
  public func compose() {
    let kit = InsultKit.make(familyFriendly: settings.familyFriendly)
    let sheet = ComposeModel(kit: kit, startingWith: kit.insult(parsing: current.insult))
    sheet.actions = insultActions()
    sheet.onHear = { [weak self] in await self?.hear($0) }
    sheet.isReading = { [weak self] in self?.isReading($0) ?? false }
    sheet.voiceState = { [weak self] in (self?.canSpeak ?? false, self?.speechProblem) }
    sheet.onPrepareSharePicture = { [weak self] in await self?.prepareSharePicture(for: $0) }
    sheet.onDone = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      if sheet.isSpeaking { reader?.stop() }
      close(.compose(sheet))
    }
    presentation.present(.compose(sheet))
  }

  /// What a sheet does with one insult, as the main screen does: Copy, the heart and Share put it in History.
  func insultActions() -> InsultActions {
    InsultActions(
      isFavourite: { [weak self] in self?.isFavourite($0) ?? false },
      isCopied: { [weak self] in self?.isCopied($0) ?? false },
      isSharePending: { [weak self] in self?.isSharePending($0) ?? false },
      copy: { [weak self] in self?.copyIntoHistory($0) },
      toggleFavourite: { [weak self] in self?.toggleFavouriteIntoHistory($0) },
      share: { [weak self] text in
        guard let self else { return }
        trySaving { try addToHistory(text) }
        await share(saved: text)
      })
  }
}
