import DesignSystem

// The questions a money sheet raises (its confirmation, Discard, Face ID's choices) are answered by that sheet's
// own model: an alert button carries the sheet's answer (`PayMeAlertAction.payment(_:)`, …), and the app only
// hands it to the sheet of that kind that is up, as a parent scopes a child feature's alert actions. Keep Editing
// stays the app's (`PayMeAlertAction.keepEditing`): what it drops is the app's link, not the sheet's state.

extension PaymentModel {
  /// An answer to a question the payment sheet raised.
  public enum Answer: Hashable, Sendable {
    /// "Send" in "Send $18.75?" (or "Send Again"): the device owner check, then the payment.
    case confirm
    /// Face ID (or Touch ID, Optic ID) again, after it did not recognise the user.
    case retryAuthentication
    /// The device passcode (`.deviceOwnerAuthentication`): after a lockout, a denial, or by choice.
    case usePasscode
    /// Delete Contact (after "Delete Contact?").
    case deleteContact(String)
    /// Discard Payment (after "This payment hasn't been sent."): the sheet goes, and a link that waited for it
    /// is followed.
    case discard
  }

  /// The answer to the sheet's question, from the alert's button.
  func answer(_ answer: Answer) {
    switch answer {
    case .confirm:
      events.onHaptic(.confirmation)
      run { [weak self] in await self?.authenticateAndPay(.preferred) }
    case .retryAuthentication: run { [weak self] in await self?.authenticateAndPay(.preferred) }
    case .usePasscode: run { [weak self] in await self?.authenticateAndPay(.passcode) }
    case .deleteContact(let id): deleteConfirmed(id)
    case .discard:
      close()
      events.onLinkDelivered()
    }
  }
}

extension SplitModel {
  /// An answer to "This split hasn't been sent.".
  public enum Answer: Hashable, Sendable {
    /// Discard Split: the sheet goes, and a link that waited for it is followed.
    case discard
  }

  /// The answer to the sheet's question, from the dialog's button.
  func answer(_ answer: Answer) {
    switch answer {
    case .discard:
      close()
      events.onLinkDelivered()
    }
  }
}

extension BankTransferModel {
  /// An answer to a question Add Money or Transfer to Bank raised.
  public enum Answer: Hashable, Sendable {
    /// "Add" or "Transfer" in the sheet's confirmation: the device owner check, then the money moves.
    case confirm
    /// Discard (after "Discard This Transfer?"): the sheet goes, and a link that waited for it is followed.
    case discard
  }

  /// The answer to the sheet's question, from the alert's button.
  func answer(_ answer: Answer) {
    switch answer {
    case .confirm:
      events.onHaptic(.confirmation)
      events.run { [weak self] in await self?.authenticateAndMove() }
    case .discard:
      close()
      events.onLinkDelivered()
    }
  }
}

extension ScheduleEditModel {
  /// An answer to "Your changes haven't been saved.".
  public enum Answer: Hashable, Sendable {
    /// Discard Changes: the sheet goes, the schedule as it was.
    case discard
  }

  /// The answer to the sheet's question, from the dialog's button.
  func answer(_ answer: Answer) {
    switch answer {
    // The app follows a link that waited for the sheet once it is dismissed (`PayMeModel.close(_:)` of the edit sheet).
    case .discard: close()
    }
  }
}
