import Foundation

/// What the React Native app (1.8.0, and the 2.x versions after it) kept with @react-native-async-storage, read for the one-time
/// import into 1.9.0 (`OldAppImport`). On iOS that library keeps one folder, `RCTAsyncLocalStorage_V1`, in
/// `Application Support/<bundle id>/` (2.x; `Documents/` before 1.13, where an app not opened since may still
/// have it): `manifest.json` is a JSON object of key to string, where `null` means the value (longer than 1,024
/// characters) is in the file named by the key's MD5 (`MD5.hex`), written as UTF-8.
///
/// The old app's keys (its `AppContext.js`, `SettingsContext.js`, `ThemeContext.js`): each favourite under
/// `@insolentbard:<id>` as `{"id": <number>, "insult": "<text>"}`; the settings under `@insolentbard:settings:…`
/// (`insultRefreshInterval` "FIVE" | "FIFTEEN" | "THIRTY" | "SIXTY", `haptics` "true" | "false", `themePreference`
/// "system" | "light" | "dark"); the insult of the hour under `@insolentbard:insultOfTheHour` (not imported: 1.9.0
/// makes its own). 2.x adds favourites whose id is a time and a suffix, and "My Creations" under
/// `@insolentbard:creation:<id>`, which come over as favourites; its metrics and logs (other `:` keys) are left.
///
/// The files are outside input: any size, truncated, of any type, not UTF-8. Nothing here traps; each read is
/// bounded, so a huge file cannot hold up the launch.
public struct OldAppStore: Equatable, Sendable {
  public static let folderName = "RCTAsyncLocalStorage_V1"
  static let manifestName = "manifest.json"
  static let keyPrefix = "@insolentbard:"
  static let settingsPrefix = "@insolentbard:settings:"
  /// Later versions' "My Creations" (Mix Your Own, 2.10 on): `{"id": …, "insult": "…", "createdAt": …}` each.
  static let creationPrefix = "@insolentbard:creation:"
  /// An id at least this large is a time in milliseconds (later versions' favourites and creations), not 1.8.0's
  /// kit index: those are listed newest first.
  static let timeIDs = 1e11

  /// Bounds on what is read: the old app's own files are far smaller (a favourite is under 200 bytes).
  static let manifestLimit = 8 << 20
  static let valueFileLimit = 1 << 20
  /// An insult longer than this is not one the old app made.
  static let insultLimit = 2000

  /// The favourites' insults, in the order of their ids (the kit's order in the old app).
  public var favourites: [String] = []
  public var interval: RefreshInterval?
  public var hapticsOn: Bool?
  public var appearance: BardSettings.Appearance?
  /// Favourites the store clearly held (a favourite's key, or a manifest naming one) that could not be read.
  public var lostFavourites = false

  /// What reading the old app's folder found.
  public enum Reading: Equatable, Sendable {
    /// No old store: a new install, or the import ran before.
    case none
    /// The store's files exist but cannot be read now (before the first unlock after a restart): tried again at
    /// the next launch.
    case notNow
    case found(OldAppStore)
  }

  /// The first of `folders` holding a manifest, read.
  public static func read(firstOf folders: [URL]) -> Reading {
    for folder in folders {
      let manifest = folder.appendingPathComponent(manifestName)
      guard FileManager.default.fileExists(atPath: manifest.path) else { continue }
      return read(folder: folder)
    }
    return .none
  }

  /// The old app's folder, read: a manifest that is not a JSON object of strings is skipped (said, when its bytes
  /// name a favourite's key), as is each value that cannot be read.
  public static func read(folder: URL) -> Reading {
    let bytes: Data
    switch boundedRead(folder.appendingPathComponent(manifestName), limit: manifestLimit) {
    case .missing: return .none
    case .failed: return .notNow
    case .tooLarge(let start): return .found(OldAppStore(lostFavourites: namesFavourite(start)))
    case .read(let data): bytes = data
    }
    guard let object = try? JSONSerialization.jsonObject(with: bytes), let manifest = object as? [String: Any] else {
      return .found(OldAppStore(lostFavourites: namesFavourite(bytes)))
    }
    var store = OldAppStore()
    var found: [(id: Double, text: String)] = []
    for (key, raw) in manifest where key.hasPrefix(keyPrefix) {
      let value: String?
      switch raw {
      case let text as String: value = text
      case is NSNull: value = valueFile(for: key, in: folder)
      default: value = nil
      }
      if key.hasPrefix(settingsPrefix) {
        if let value { store.readSetting(String(key.dropFirst(settingsPrefix.count)), value) }
      } else if key.hasPrefix(creationPrefix), let id = itemID(key.dropFirst(creationPrefix.count)) {
        // A creation the user made and kept: it becomes a favourite, 1.9.0's way of keeping one (Compose's heart).
        if let insult = value.flatMap(Self.insult(in:)) {
          found.append((id, insult))
        } else {
          store.lostFavourites = true
        }
      } else if let id = favouriteID(key) {
        if let insult = value.flatMap(Self.insult(in:)) {
          found.append((id, insult))
        } else if isNumberID(key) {
          // A key of 1.8.0's own favourites: its value was one, and is lost.
          store.lostFavourites = true
        }
        // Another key the later versions keep (not every one under the prefix is a favourite) is left alone.
      }
    }
    // Those kept at a time newest first, as the app lists them; then 1.8.0's in the kit's order.
    store.favourites = found.sorted { first, second in
      let firstIsTime = first.id >= timeIDs
      guard firstIsTime == (second.id >= timeIDs) else { return firstIsTime }
      return firstIsTime ? first.id > second.id : first.id < second.id
    }.map(\.text)
    return .found(store)
  }

  /// A favourite's key is the prefix and an id: a number in 1.8.0; in later versions a creation of "Mix Your Own"
  /// kept as a favourite is a time in milliseconds and a random suffix ("1732550000000-k2j3h4g5f"). Sorted by the
  /// number they start with, so favourites keep the order they were made in.
  static func favouriteID(_ key: String) -> Double? { itemID(key.dropFirst(keyPrefix.count)) }

  /// An id after a key's prefix: a number, or a number and a suffix (its sort key is the number it starts with).
  static func itemID(_ id: Substring) -> Double? {
    guard !id.isEmpty, id.count <= 64,
      id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_") })
    else { return nil }
    if let number = Double(id) { return number }
    return Double(id.prefix(while: \.isNumber)) ?? .infinity
  }

  /// Whether a key's id is a favourite's kind (1.8.0's number, or 2.x's time and suffix): only then is a value
  /// that is no favourite a lost one; another key under the prefix ("creations", a metric) is not a favourite.
  static func isNumberID(_ key: String) -> Bool {
    key.dropFirst(keyPrefix.count).first.map { $0.isASCII && $0.isNumber } ?? false
  }

  /// The insult of a favourite's value (`{"id": …, "insult": "…"}`), or nil when it is not one.
  static func insult(in value: String) -> String? {
    guard let data = value.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data),
      let fields = object as? [String: Any], let text = fields["insult"] as? String
    else { return nil }
    let insult = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !insult.isEmpty, insult.count <= insultLimit, !insult.unicodeScalars.contains(where: isControl) else {
      return nil
    }
    return insult
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
  }

  /// A setting as the old app wrote it (a bare string; `haptics` as JSON), kept only when it is one 1.9.0 has.
  mutating func readSetting(_ name: String, _ raw: String) {
    // The old app wrote most with `setItem(key, value)`, but a JSON-quoted value is read the same.
    let value = raw.trimmingCharacters(in: CharacterSet(charactersIn: "\" \n"))
    switch name {
    case "insultRefreshInterval":
      let minutes = ["FIVE": 5, "FIFTEEN": 15, "THIRTY": 30, "SIXTY": 60][value]
      interval = minutes.flatMap(RefreshInterval.init(minutes:))
    case "haptics": hapticsOn = ["true": true, "false": false][value]
    case "themePreference": appearance = BardSettings.Appearance(rawValue: value)
    default: break
    }
  }

  /// A value kept in its own file: read, bounded, as the library reads it (UTF-8 only), or nil.
  static func valueFile(for key: String, in folder: URL) -> String? {
    guard case .read(let data) = boundedRead(folder.appendingPathComponent(MD5.hex(key)), limit: valueFileLimit)
    else { return nil }
    return String(data: data, encoding: .utf8)
  }

  /// Whether bytes that cannot be parsed still show a favourite's key (`"@insolentbard:` and a digit): then the
  /// user is told their favourites could not be brought over, rather than finding them gone.
  static func namesFavourite(_ bytes: Data) -> Bool {
    let marker = Array(("\"" + keyPrefix).utf8)
    let all = [UInt8](bytes)
    guard all.count > marker.count else { return false }
    for start in 0..<(all.count - marker.count) where all[start] == marker[0] {
      let after = start + marker.count
      if Array(all[start..<after]) == marker, after < all.count, (0x30...0x39).contains(all[after]) { return true }
    }
    return false
  }

  enum FileRead: Equatable {
    case missing, failed
    case tooLarge(start: Data)
    case read(Data)
  }

  /// At most `limit` bytes of a file, read without loading a larger one whole.
  static func boundedRead(_ url: URL, limit: Int) -> FileRead {
    guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
    guard let handle = try? FileHandle(forReadingFrom: url) else { return .failed }
    defer { try? handle.close() }
    let data: Data
    do { data = try handle.read(upToCount: limit + 1) ?? Data() } catch { return .failed }
    return data.count > limit ? .tooLarge(start: data.prefix(limit)) : .read(data)
  }
}
