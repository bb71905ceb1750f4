import AppLock
import AppServices
import Foundation
import Localization
import Observation
import Presentation

/// The Settings screen's own model: its switches and pickers, the system prompts they raise, and the state a
/// switch keeps while iOS asks. The saved `PayMeSettings` stay the app model's (the dashboard, the lock and the
/// reminders read them too): this model reads them through `shown` and reports each change through closures,
/// never reaching into the app model. `PayMeModel.settingsScreen` owns it, for the pushed Settings screen.
@MainActor
@Observable
public final class PayMeSettingsModel {
  /// What the app model keeps that the screen shows.
  public struct Shown: Sendable {
    public var settings = PayMeSettings()
    /// How a payment is confirmed on this device now.
    public var paymentMethod: PaymentCheck.Method = .passcode
    public var biometryKind: BiometryType = .none
    /// Reminders go out: the user wants them and iOS allows them.
    public var notificationsOn = false
  }

  /// What the Notifications switch shows while the permission prompt is up: what the user just chose.
  var notificationsRequested: Bool?
  /// The App Lock switch while the device owner check it asks is up: it stays where the user put it under the
  /// prompt and moves back only if the check fails.
  var appLockSwitch = PendingChoice<Bool>()

  /// The app model's values, read afresh at each access (so a view reading them follows the app model's).
  @ObservationIgnored var shown: @MainActor () -> Shown = { Shown() }
  /// A settings change the user made: the parent saves it and plays the switch's tick.
  @ObservationIgnored var onChange: @MainActor ((inout PayMeSettings) -> Void) -> Void = { _ in
    unimplemented("PayMeSettingsModel.onChange")()
  }
  /// An alert or dialog to raise (a refusal with the way to Settings, Reset Demo Data's question).
  @ObservationIgnored var onAsk: @MainActor (PayMeAlert) -> Void = unimplemented("PayMeSettingsModel.onAsk")
  /// The notification permission as iOS said it just now.
  @ObservationIgnored var onAuthorization: @MainActor (NotificationAuthorization) -> Void = unimplemented(
    "PayMeSettingsModel.onAuthorization")
  /// Reminders were just turned on (schedule what waits) or off (withdraw every one).
  @ObservationIgnored var onReminders: @MainActor (Bool) async -> Void = unimplemented("PayMeSettingsModel.onReminders")
  /// Hide Balance changed: the parent hides the card again and rewrites the reminders.
  @ObservationIgnored var onHideBalance: @MainActor () -> Void = unimplemented("PayMeSettingsModel.onHideBalance")
  /// A device owner check ran: the parent reads what the device has again.
  @ObservationIgnored var onDeviceOwnerAsked: @MainActor () -> Void = unimplemented(
    "PayMeSettingsModel.onDeviceOwnerAsked")
  /// The device owner check, as one of PayMe's own prompts (App Lock's `AppLockSession.askOwner`).
  @ObservationIgnored var askOwner: @MainActor (LocalizedCopy) async -> AuthenticationResult = { _ in
    .failure(.systemCancel)
  }
  /// Runs a system prompt of PayMe's own, so the parent keeps the privacy cover down under it.
  @ObservationIgnored var ownPrompt: @MainActor (@MainActor () async -> Void) async -> Void = { await $0() }
  /// Work a switch starts, which the parent tracks (`finishWork`).
  @ObservationIgnored var run: FieldEcho.Run = FieldEcho.untracked

  let dependencies: PayMeDependencies
  /// The "Your Handle" section's own model (the app model wires it: the holder is its).
  public let handleEditor = HandleEditModel()

  init(dependencies: PayMeDependencies) { self.dependencies = dependencies }

  var settings: PayMeSettings { shown().settings }

  /// The Security section's row, its footer and its Open Settings button: what confirms a payment now.
  public var security: SecurityCopy { SecurityCopy(shown().paymentMethod) }
  public var biometryKind: BiometryType { shown().biometryKind }

  /// The Notifications switch: the system's permission and the user's choice together, read again at every
  /// return to the app; while iOS asks, it shows what the user chose, so it never snaps.
  public var notificationsSwitch: Bool { notificationsRequested ?? shown().notificationsOn }

  /// On: iOS asks once (`.notDetermined`); refused now or before, the switch stays off and an alert shows the
  /// way to Settings. Off: every reminder already scheduled is withdrawn.
  public func setNotifications(_ on: Bool) async {
    let center = dependencies.notifications
    guard on else {
      onChange { $0.notifications = false }
      notificationsRequested = nil
      await onReminders(false)
      return
    }
    notificationsRequested = true
    var status = await center.authorizationStatus()
    if status == .notDetermined {
      await ownPrompt { _ = await center.requestAuthorization() }
      status = await center.authorizationStatus()
    }
    onAuthorization(status)
    notificationsRequested = nil
    guard status.allowsDelivery else {
      onChange { $0.notifications = false }
      onAsk(PayMeAlerts.notificationsOff)
      return
    }
    onChange { $0.notifications = true }
    await onReminders(true)
  }

  public func setAppearance(_ appearance: PayMeSettings.Appearance) { onChange { $0.appearance = appearance } }

  public func setHideBalance(_ on: Bool) {
    onChange { $0.hideBalance = on }
    onHideBalance()
  }

  /// The App Lock switch. On: the device owner confirms first (as Venmo asks), so no one else can lock the
  /// owner out or turn it off. Off: confirmed too.
  public func setAppLock(_ on: Bool) async {
    defer { appLockSwitch.checkEnded(for: on) }
    guard on != settings.appLock else { return }
    let owner = dependencies.deviceOwner
    if case .alert(let alert) = PaymentCheck.plan(.passcode, owner: owner) {
      onAsk(alert)
      return
    }
    let result = await askOwner(on ? PayMeCopy.turnOnAppLockReason : PayMeCopy.turnOffAppLockReason)
    onDeviceOwnerAsked()
    guard result == .success else { return }
    onChange { $0.appLock = on }
  }

  /// A shorter Require is only stricter and saves at once. A longer one leaves the wallet open longer to whoever
  /// holds the phone, so with App Lock on the device owner says so first, as for turning the lock off (and as
  /// Lock VocaPin asks); cancelled or failed, Require stays as it was.
  public func setAppLockDelay(_ delay: AppLockDelay) async {
    guard asksToLengthen(to: delay) else { return onChange { $0.appLockDelay = delay } }
    let result = await askOwner(PayMeCopy.requireLongerReason)
    onDeviceOwnerAsked()
    guard result == .success else { return }
    onChange { $0.appLockDelay = delay }
  }

  /// Whether `delay` weakens the App Lock that is on, on a device that can ask its owner (with no passcode left
  /// there is nothing to ask, as for Lock VocaPin).
  private func asksToLengthen(to delay: AppLockDelay) -> Bool {
    guard settings.appLock, delay.seconds > settings.appLockDelay.seconds else { return false }
    return dependencies.deviceOwner.availability(of: .deviceOwnerAuthentication).error != .passcodeNotSet
  }

  public func askToResetDemoData() { onAsk(PayMeAlerts.resetDemoData) }

  /// Security's Open Settings: PayMe's page in the Settings app.
  public func openSettings() { dependencies.openSettings() }

  /// The "Privacy Policy" row: the build's page, else what PayMe keeps, in the app.
  public var privacyPolicy: PrivacyPolicy {
    PrivacyPolicy(configured: dependencies.privacyPolicyURL, summary: PayMePrivacy.summary)
  }

  // Settable views of the settings, so SwiftUI binds to them (`$model.hideBalance`).
  public var notificationsEnabled: Bool {
    get { notificationsSwitch }
    set {
      // What the user chose shows at once, before the task runs: the switch never flashes back for a frame.
      notificationsRequested = newValue
      run { await self.setNotifications(newValue) }
    }
  }
  public var appearance: PayMeSettings.Appearance {
    get { settings.appearance }
    set { setAppearance(newValue) }
  }
  public var hideBalance: Bool {
    get { settings.hideBalance }
    set { setHideBalance(newValue) }
  }
  public var appLockEnabled: Bool {
    get { appLockSwitch.shown(saved: settings.appLock) }
    set {
      appLockSwitch.request(newValue)
      run { await self.setAppLock(newValue) }
    }
  }
  /// "Require": how long PayMe may be away before coming back asks. A shorter delay saves at once; a longer one
  /// once the owner has said so (`setAppLockDelay`).
  public var appLockDelay: AppLockDelay {
    get { settings.appLockDelay }
    set {
      guard asksToLengthen(to: newValue) else { return onChange { $0.appLockDelay = newValue } }
      run { await self.setAppLockDelay(newValue) }
    }
  }
}
