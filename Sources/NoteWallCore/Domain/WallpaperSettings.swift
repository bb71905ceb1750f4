import Foundation
import Localization
import Rendering
import SharedStore

/// The home screen choice (NW-6.1, NW-6.2): a photo, a preset, or nothing (the shortcut keeps the current one).
public enum HomeScreenChoice: Equatable, Codable, Sendable {
  case photo
  case preset(ColorPreset)
  case unchanged

  public static let presets: [ColorPreset] = [.black, .gray, .white]
}

/// The lock screen background choice (NW-6.3).
public enum LockScreenChoice: Equatable, Codable, Sendable {
  case photo
  case color(ColorPreset)
  case notSelected
}

/// What Step 5 and the appearance screen keep (NW-6, NW-9.1).
public struct WallpaperSettings: Equatable, Codable, Sendable {
  public var home = HomeScreenChoice.unchanged
  public var lock = LockScreenChoice.notSelected
  /// NW-6.5: on by default.
  public var usesLockScreenWidgets = true
  /// Points to move the notes down, for iOS 26's enlarged clock ("adaptive time"), which no fixed table covers;
  /// kept within `topOffsetRange`.
  public var notesTopOffset: Double {
    get { storedTopOffset }
    set { storedTopOffset = newValue.isFinite ? min(max(newValue, 0), Self.topOffsetRange.upperBound) : 0 }
  }
  private var storedTopOffset = 0.0

  public static let topOffsetRange = 0.0...300.0

  public init() {}

  private enum CodingKeys: String, CodingKey { case home, lock, usesLockScreenWidgets, notesTopOffset }

  /// Settings written by an older version lack newer keys: those take their defaults, the rest is kept.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    home = try container.decodeIfPresent(HomeScreenChoice.self, forKey: .home) ?? .unchanged
    lock = try container.decodeIfPresent(LockScreenChoice.self, forKey: .lock) ?? .notSelected
    usesLockScreenWidgets = try container.decodeIfPresent(Bool.self, forKey: .usesLockScreenWidgets) ?? true
    notesTopOffset = try container.decodeIfPresent(Double.self, forKey: .notesTopOffset) ?? 0
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(home, forKey: .home)
    try container.encode(lock, forKey: .lock)
    try container.encode(usesLockScreenWidgets, forKey: .usesLockScreenWidgets)
    try container.encode(notesTopOffset, forKey: .notesTopOffset)
  }

  public static let key = StoreKey("notewall-settings", default: WallpaperSettings())
}
