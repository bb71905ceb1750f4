import AppServices
import DesignSystem
import Foundation
import Localization

/// What the Add Money and Transfer to Bank sheet asks of the app that presents it: the ledger is the app's (the
/// sheet tries the amount on it and hands back the changed ledger to save), as are the device owner check, the
/// alerts, haptics and VoiceOver, the links waiting for the sheet, and the stack it is in. `PayMeModel` is it
/// (PayMeModel+Bank.swift); the sheet holds it weakly, so it never keeps the app alive.
@MainActor
protocol BankMoveHost: MoneySheetHost {
  /// No alert is up now.
  var showsNoAlert: Bool { get }
  /// The device owner check as App Lock asks it (Face ID, then the passcode); nil when none can be asked (no
  /// passcode), which the host has said.
  func confirmOwner(_ reason: LocalizedCopy) async -> AuthenticationResult?
  /// `sheet` is still the bank sheet up: the check may outlive it.
  func isCurrentSheet(_ sheet: BankTransferModel) -> Bool
  /// Takes `sheet` down, with any question of its.
  func closeSheet(_ sheet: BankTransferModel)
}

// MARK: - The sheet's intents

extension BankTransferModel {
  /// The sheet's "Add" or "Transfer": the amount tried on the ledger (the balance, the fee, the limits), its
  /// refusal said in words in the keypad's bar (`barNote`); else the system alert, which says it is the demo's money.
  public func review() {
    guard let host, step == .entry else { return }
    host.play(.buttonPress)
    switch validated(in: host.ledger, now: host.now) {
    case .failure(let error):
      self.error = error
      host.play(.failure)
      host.announce(error.message(locale: locale))
    case .success(let amount):
      error = nil
      host.askAboutSheet(PayMeAlerts.confirmBankMove(move, amount, fee: fee, locale: locale))
    }
  }

  /// The system alert's Add or Transfer: the device owner check, then the balance and the history change
  /// together, in one ledger value saved in one write before the sheet says done. Nothing moves unless the
  /// check succeeds while the sheet is still up.
  func authenticateAndMove() async {
    guard let host, step == .entry, case .success(let amount) = validated(in: host.ledger, now: host.now) else {
      return
    }
    step = .authenticating
    let result = await host.confirmOwner(PayMeCopy.bankReason(move, amount, locale: locale))
    // The sheet may have been closed meanwhile (or the app gone): nothing moves then.
    guard let app = self.host, app.isCurrentSheet(self), step == .authenticating else { return }
    guard let result, result == .success else {
      step = .entry
      switch result {
      case nil, .failure(.userCancel)?, .failure(.appCancel)?, .failure(.systemCancel)?, .failure(.userFallback)?:
        break
      default: app.tellAboutSheet(PayMeAlerts.bankMoveNotConfirmed)
      }
      // Cancelled with a link waiting: the amount is still filled in, so ask now.
      if result != nil, app.linkWaitsForSheet, app.showsNoAlert { app.askAboutSheet(PayMeAlerts.discardBankMove) }
      return
    }
    app.play(.biometricSuccess)
    var updated = app.ledger
    do {
      let made = try apply(amount, to: &updated, at: app.now, id: app.makeID())
      // Done only once it is on disk; not saved, the sheet is back at its entry, filled in.
      guard app.commit(updated, .bank(move)) else {
        step = .entry
        return
      }
      step = .done(made)
      app.play(.confirmation)
      app.announce(PayMeCopy.bankAnnouncement(made, locale: locale))
    } catch {
      step = .entry
      if case .invalidAmount(let reason) = error { self.error = reason }
      app.tellAboutSheet(PayMeAlerts.bankMoveFailed(error, locale: locale))
      app.play(.failure)
      return
    }
    // A link that arrived during the check: the money has moved, so nothing is lost by following it now.
    app.deliverLinkWaitingForSheet()
  }

  /// Cancel (or a held-back swipe down): asks first when an amount is entered; nothing while the check is up.
  public func cancel() {
    guard let host, step != .authenticating else { return }
    host.dropLinkWaitingForSheet()
    if holdsUserInput {
      host.askAboutSheet(PayMeAlerts.discardBankMove)
    } else {
      close()
    }
  }

  /// Done, after the money moved; and Cancel or Discard once nothing is left to keep.
  public func close() { host?.closeSheet(self) }
}
