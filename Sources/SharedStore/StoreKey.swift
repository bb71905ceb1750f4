import Foundation

/// A typed entry in a `SharedStore`: its file name, the value to use when nothing readable is stored, and the
/// schema version it is written with.
///
/// When a value's shape changes, raise `schemaVersion` and give `upgrade`: it receives the stored version and
/// the stored value's JSON, and returns the current value. Without `upgrade` an older file is decoded as is,
/// which works for added optional fields.
public struct StoreKey<Value: Codable & Sendable>: Sendable {
  public let name: String
  public let defaultValue: Value
  public let schemaVersion: Int
  public let upgrade: (@Sendable (_ storedVersion: Int, _ json: Data) throws -> Value)?
  /// How the file is protected on iOS (`protected(_:)`): by default as iOS protects an App Group's files.
  public internal(set) var protection = FileProtection.untilFirstUnlock

  public init(
    _ name: String, default defaultValue: Value, schemaVersion: Int = 1,
    upgrade: (@Sendable (_ storedVersion: Int, _ json: Data) throws -> Value)? = nil
  ) {
    precondition(SharedStore.isValidKeyName(name), "store key names are plain file names: \(name)")
    self.name = name
    self.defaultValue = defaultValue
    self.schemaVersion = schemaVersion
    self.upgrade = upgrade
  }

  var fileName: String { name + ".json" }
}

extension SharedStore {
  /// Letters, digits, dots, dashes and underscores, not starting with a dot: a key can never name a path
  /// outside the store's directory, nor a hidden temporary file.
  public static func isValidKeyName(_ name: String) -> Bool {
    guard let first = name.first, first != ".", name.count <= 200 else { return false }
    return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_") }
  }
}
