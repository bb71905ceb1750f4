import AppServices
import DesignSystem
import Foundation
import Localization

// MARK: - The sheet's intents

// What they use and report is the app's, handed in when it presents the sheet (`PayMeModel.wire(_:)`,
// PayMeModel+Bank.swift): the ledger (`ledgerAccess`), the device owner check, and the closures of
// BankTransferModel.swift.

extension BankTransferModel {
  /// The sheet's "Add" or "Transfer": the amount tried on the ledger (the balance, the fee, the limits), its
  /// refusal said in words in the keypad's bar (`barNote`); else the system alert, which says it is the demo's money.
  /// Nothing from a sheet that has gone.
  public func review() {
    guard events.isCurrent(), let ledgerAccess, step == .entry else { return }
    events.onHaptic(.buttonPress)
    switch validated(in: ledgerAccess.ledger(), now: ledgerAccess.now()) {
    case .failure(let error):
      self.error = error
      events.onHaptic(.failure)
      events.onAnnounce(error.message(locale: locale))
    case .success(let amount):
      error = nil
      events.onAsk(PayMeAlerts.confirmBankMove(move, amount, fee: fee, locale: locale))
    }
  }

  /// The system alert's Add or Transfer: the device owner check, then the balance and the history change
  /// together, in one ledger value saved in one write before the sheet says done. Nothing moves unless the
  /// check succeeds while the sheet is still up.
  func authenticateAndMove() async {
    guard events.isCurrent(), let ledgerAccess, let ownerCheck, step == .entry,
      case .success(let amount) = validated(in: ledgerAccess.ledger(), now: ledgerAccess.now())
    else { return }
    step = .authenticating
    let result = await ownerCheck.confirm(PayMeCopy.bankReason(move, amount, locale: locale))
    // The sheet may have been closed meanwhile (or the app gone): nothing moves then.
    guard events.isCurrent(), step == .authenticating else { return }
    guard let result, result == .success else {
      step = .entry
      // No passcode (nil) was said by the check itself.
      if let result, !OwnerCheck.endedByUser(result) { events.onMessage(PayMeAlerts.bankMoveNotConfirmed) }
      // Cancelled with a link waiting: the amount is still filled in, so ask now.
      if result != nil, events.linkWaits(), !isAlertShowing() { events.onAsk(PayMeAlerts.discardBankMove) }
      return
    }
    events.onHaptic(.biometricSuccess)
    var updated = ledgerAccess.ledger()
    do {
      let made = try apply(amount, to: &updated, at: ledgerAccess.now(), id: ledgerAccess.makeID())
      // Done only once it is on disk; not saved, the sheet is back at its entry, filled in.
      guard ledgerAccess.commit(updated, .bank(move)) else {
        step = .entry
        return
      }
      step = .done(made)
      events.onHaptic(.confirmation)
      events.onAnnounce(PayMeCopy.bankAnnouncement(made, locale: locale))
    } catch {
      step = .entry
      if case .invalidAmount(let reason) = error { self.error = reason }
      events.onMessage(PayMeAlerts.bankMoveFailed(error, locale: locale))
      events.onHaptic(.failure)
      return
    }
    // A link that arrived during the check: the money has moved, so nothing is lost by following it now.
    events.onLinkDelivered()
  }

  /// Cancel (or a held-back swipe down): asks first when an amount is entered; nothing while the check is up, and
  /// nothing from a sheet that has gone (its Discard would rise over the level below, and a waiting link be lost).
  public func cancel() {
    guard events.isCurrent(), ledgerAccess != nil, step != .authenticating else { return }
    events.onLinkDropped()
    if holdsUserInput {
      events.onAsk(PayMeAlerts.discardBankMove)
    } else {
      close()
    }
  }

  /// Done, after the money moved: the sheet goes.
  public func done() { close() }

  /// The sheet goes: Done, and Cancel or Discard once nothing is left to keep.
  func close() { events.onClose() }
}
