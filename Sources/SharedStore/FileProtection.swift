import Foundation

/// A stored file's data protection class on iOS (../shared/reference/platform-behaviour.md, "WidgetKit").
public enum FileProtection: Sendable, Equatable {
  /// iOS's default in an App Group (`completeUntilFirstUserAuthentication`): from a restart the file cannot be
  /// read until the user unlocks the phone once.
  case untilFirstUnlock
  /// `FileProtectionType.none`: readable whenever the phone is on, before the first unlock too. Only for values
  /// that are not sensitive and that a widget must show after a restart.
  case none
}

extension StoreKey {
  /// The same key, its file written with `protection`.
  public func protected(_ protection: FileProtection) -> StoreKey {
    var key = self
    key.protection = protection
    return key
  }
}

extension SharedStore {
  /// Sets a stored file's protection class (the live one: `FileManager`'s `.protectionKey` on Apple platforms;
  /// a test double records it, as iOS keeps it with the file).
  public typealias Protector = @Sendable (_ file: URL, _ protection: FileProtection) throws -> Void

  /// The system's: Foundation's file attribute where the platform has data protection, nothing elsewhere.
  public static let systemProtector: Protector = { file, protection in
    #if canImport(Darwin)
      let type: FileProtectionType =
        switch protection {
        case .untilFirstUnlock: .completeUntilFirstUserAuthentication
        case .none: .none
        }
      try FileManager.default.setAttributes([.protectionKey: type], ofItemAtPath: file.path)
    #endif
  }

  /// Gives an already stored file its key's protection (a file written by a build that did not set it), so
  /// that nothing needs rewriting. Nothing stored: nothing to do.
  public func applyProtection<Value>(to key: StoreKey<Value>) {
    let file = url(for: key)
    guard FileManager.default.fileExists(atPath: file.path) else { return }
    protect(file, key)
  }
}
