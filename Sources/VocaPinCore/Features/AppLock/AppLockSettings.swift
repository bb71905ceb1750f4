import AppLock
import AppServices
import Foundation
import SharedStore

/// The lock's choices, in their own file of the App Group (`VocaPinShared.appLock`), apart from the widget's
/// settings: the widget reads them too (Hide Note on Widget), and a damaged widget settings file must not say
/// anything about the lock, nor the reverse.
public struct AppLockSettings: Codable, Equatable, Sendable {
  /// Lock VocaPin: off until the owner turns it on.
  public var isOn = false
  /// Lock VocaPin's "Require" (Simplenote's "Lock timeout", Apple Notes' lock after a while): every choice.
  public var requireAfter = AppLockDelay.immediately
  /// Hide Note on Widget: while Lock VocaPin is on, the Home Screen and Lock Screen widgets say "Locked" and no
  /// words. Turning the lock on turns it on (`AppLockModel.setOn`): the widget shows the pinned note or, with
  /// none pinned, the newest, so a note added by Siri or Shortcuts while the app is locked would otherwise be
  /// on the Home Screen at once. Showing the note again is the owner's choice, asked for like a longer Require.
  /// A lock already on keeps what it had.
  public var hidesWidgetNote = false

  public init(isOn: Bool = false, requireAfter: AppLockDelay = .immediately, hidesWidgetNote: Bool = false) {
    self.isOn = isOn
    self.requireAfter = requireAfter
    self.hidesWidgetNote = hidesWidgetNote
  }

  /// A choice this version does not know (written by a newer one) reads as the strictest, never as damage.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    isOn = try values.decode(Bool.self, forKey: .isOn)
    requireAfter = AppLockDelay.saved(
      try? values.decodeIfPresent(AppLockDelay.self, forKey: .requireAfter), offered: Self.requireChoices)
    hidesWidgetNote = (try? values.decodeIfPresent(Bool.self, forKey: .hidesWidgetNote)) ?? false
  }

  /// What a lock file that exists but cannot be read stands for. Only a user who touched Lock VocaPin has the
  /// file, so it is taken for on, at its strictest (Immediately, the widget hidden): never silently off. It
  /// cannot lock the owner out: unlocking asks the device owner, and with no passcode the lock cannot hold
  /// and turns off, saying so (`AppLockModel.unlock`).
  public static let damaged = AppLockSettings(isOn: true, requireAfter: .immediately, hidesWidgetNote: true)

  /// Require's choices: all of them, an hour the longest (a notes app is opened briefly and often).
  public static let requireChoices = AppLockDelay.allCases

  /// Whether the widgets show "Locked" instead of a note.
  public var hidesWidgets: Bool { isOn && hidesWidgetNote }

  /// How the file read: as saved, damaged (set aside and written again once the owner unlocks), or held: it
  /// cannot be read now (before the first unlock) or is a newer version's, so it stands for `damaged` meanwhile
  /// and is never written over.
  public enum ReadOutcome: Equatable, Sendable { case read, damaged, held }

  /// The settings as stored: none saved is off; a file that cannot be read stands for `damaged`.
  public static func read(from store: SharedStore) -> (settings: AppLockSettings, outcome: ReadOutcome) {
    switch store.load(VocaPinShared.appLock) {
    case .success(let settings): (settings ?? AppLockSettings(), .read)
    case .failure(.corrupt): (.damaged, .damaged)
    case .failure: (.damaged, .held)
    }
  }
}

extension VocaPinShared {
  /// Lock VocaPin's choices (`AppLockSettings`), read by the app and the widget.
  public static let appLock = StoreKey("app-lock", default: AppLockSettings())
}

/// How this device checks its owner, as Settings names it: what `canEvaluatePolicy` reports for the device owner
/// policy (iOS then falls back to the passcode by itself).
public enum AppLockMethod: Equatable, Sendable {
  /// Face ID, Touch ID or Optic ID (AppLock names them, as Apple does), then the passcode.
  case biometrics(BiometryType)
  /// No biometrics (or none enrolled): the passcode.
  case passcode
  /// No passcode set: nothing can check the owner, so the lock cannot be turned on.
  case unavailable

  public init(_ owner: any DeviceOwnerAuthenticationClient) {
    let availability = owner.availability(of: .deviceOwnerAuthentication)
    if availability.error == .passcodeNotSet {
      self = .unavailable
      return
    }
    // Biometrics not enrolled are not offered: iOS asks for the passcode at once.
    let biometrics = owner.availability(of: .deviceOwnerAuthenticationWithBiometrics)
    guard biometrics.error != .biometryNotEnrolled, biometrics.biometryType != .none else {
      self = .passcode
      return
    }
    self = .biometrics(biometrics.biometryType)
  }

  /// Settings' system image for the row.
  public var systemImage: String {
    switch self {
    case .biometrics(let type): type.systemImage
    case .passcode, .unavailable: BiometryType.none.systemImage
    }
  }
}
