#if os(iOS)
  import Foundation
  import Security
  import SupabaseClient

  /// The session in the Keychain: encrypted at rest, kept across reinstalls of an update, readable after the first
  /// unlock (so a background refresh works) and only on this device; shared with the widget through the access
  /// group. A Keychain that cannot be read returns no session rather than failing the launch.
  public struct KeychainSessionStorage: SessionStorage {
    let service: String
    let accessGroup: String?
    let account = "supabase.session"

    public init(service: String, accessGroup: String?) {
      self.service = service
      self.accessGroup = accessGroup
    }

    private var query: [String: Any] {
      var query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
        kSecAttrAccount as String: account,
      ]
      if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
      return query
    }

    public func load() -> Session? {
      var lookup = query
      lookup[kSecReturnData as String] = true
      lookup[kSecMatchLimit as String] = kSecMatchLimitOne
      var result: CFTypeRef?
      guard SecItemCopyMatching(lookup as CFDictionary, &result) == errSecSuccess, let data = result as? Data else {
        return nil
      }
      return try? JSONDecoder().decode(Session.self, from: data)
    }

    public func save(_ session: Session) throws {
      let data = try JSONEncoder().encode(session)
      let update: [String: Any] = [kSecValueData as String: data]
      var status = SecItemUpdate(query as CFDictionary, update as CFDictionary)
      if status == errSecItemNotFound {
        var item = query
        item[kSecValueData as String] = data
        item[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        status = SecItemAdd(item as CFDictionary, nil)
      }
      guard status == errSecSuccess else { throw KeychainError(status: status) }
    }

    public func remove() { _ = SecItemDelete(query as CFDictionary) }
  }

  public struct KeychainError: Error, CustomStringConvertible {
    public let status: OSStatus
    public var description: String { "The Keychain refused the session (\(status))." }
  }
#endif
