import AppLock
import AppServices
import Localization

/// What the device offers for confirming a payment is AppServices' `BiometryType` (Face ID, Touch ID, Optic ID
/// or none), named as AppLock names it for both apps; PayMe's own words for the passcode are here.
extension BiometryType {
  /// The name the prompt and the settings use.
  public var displayName: String {
    name ?? LocalizedCopy("payme.biometry.passcode", "Passcode").text
  }

  /// The Settings app's pane where the passcode is set: named for what the device has, as iOS names it.
  public var passcodeSettings: String {
    switch self {
    case .faceID: LocalizedCopy("payme.biometry.settingsFaceID", "Settings > Face ID & Passcode").text
    case .touchID: LocalizedCopy("payme.biometry.settingsTouchID", "Settings > Touch ID & Passcode").text
    case .opticID: LocalizedCopy("payme.biometry.settingsOpticID", "Settings > Optic ID & Passcode").text
    case .none: LocalizedCopy("payme.biometry.settingsPasscode", "Settings > Passcode").text
    }
  }
}

/// Which system check confirms a payment (PM-0.2: biometrics with a passcode fallback, and the way to Settings
/// when biometrics are denied), chosen from what iOS really does (../shared/reference/platform-behaviour.md,
/// "LocalAuthentication"):
/// - every payment is confirmed by the device owner: `.deviceOwnerAuthentication` shows Face ID and, after a face
///   is not recognised or while Face ID is locked out, iOS's own "Enter Passcode"; no setting turns this off, as
///   iOS has no passcode-only check and PayMe has no secret of its own that could stand in for it;
/// - Face ID refused to PayMe (Settings > PayMe > Face ID) is seen before asking (`biometryDenied`): an alert shows
///   the way to Settings, or the passcode now (the device owner policy then shows the passcode at once);
/// - no passcode on the device: nothing can confirm a payment, and an alert says how to set one.
public enum PaymentCheck {
  /// What the user asked for: the usual check, or the passcode from the "Face ID is off" alert.
  public enum Attempt: Sendable, Equatable { case preferred, passcode }

  public enum Plan: Sendable, Equatable {
    case evaluate(AuthenticationPolicy)
    /// No prompt can be shown: this alert says why and what to do.
    case alert(PayMeAlert)
  }

  /// The title of the alert button that leads to the passcode when Face ID is refused to PayMe.
  public static let passcodeButton = LocalizedCopy("payme.alert.enterPasscode", "Enter Passcode")

  /// `toldDenied`: the user has already been shown the refusal (this launch): later payments go straight to the
  /// passcode, as the alert said they would, without the alert before every payment.
  public static func plan(_ attempt: Attempt, owner: any DeviceOwnerAuthenticationClient, toldDenied: Bool = false)
    -> Plan
  {
    let deviceOwner = owner.availability(of: .deviceOwnerAuthentication)
    guard deviceOwner.error != .passcodeNotSet else {
      return .alert(PayMeAlerts.setUpPasscode(deviceOwner.biometryType))
    }
    let biometrics = owner.availability(of: .deviceOwnerAuthenticationWithBiometrics)
    if attempt == .preferred, biometrics.biometryDenied, !toldDenied {
      return .alert(PayMeAlerts.biometryDenied(biometrics.biometryType))
    }
    return .evaluate(.deviceOwnerAuthentication)
  }

  /// How this device confirms a payment now, as the Security section and the Send button's hint say it.
  public enum Method: Sendable, Equatable {
    /// Face ID (Touch ID, Optic ID), with the passcode as iOS's fallback. Not yet asked counts: iOS asks at the
    /// first payment.
    case biometrics(BiometryType)
    /// Refused to PayMe in Settings: the passcode, until the user allows it again.
    case passcodeBecauseDenied(BiometryType)
    /// None on this device, none enrolled, or locked out: the passcode.
    case passcode
    /// No passcode set: nothing can confirm a payment. The kind names the Settings pane to set one in.
    case nothing(BiometryType)
  }

  public static func method(owner: any DeviceOwnerAuthenticationClient) -> Method {
    let deviceOwner = owner.availability(of: .deviceOwnerAuthentication)
    if deviceOwner.error == .passcodeNotSet { return .nothing(deviceOwner.biometryType) }
    let biometrics = owner.availability(of: .deviceOwnerAuthenticationWithBiometrics)
    let kind = biometrics.biometryType
    if biometrics.canEvaluate, kind != .none { return .biometrics(kind) }
    if biometrics.biometryDenied { return .passcodeBecauseDenied(kind) }
    return .passcode
  }
}
