import SharedStore

/// The app's files as read at launch, never losing one: a damaged file is set aside (its bytes kept beside it)
/// and the default used; a file that cannot be read now or was written by a newer version is left alone and
/// marked, so nothing is written over it.
struct StoreReading {
  let store: SharedStore
  private(set) var unwritable: [String: SharedStoreError] = [:]
  private(set) var setAside = false

  mutating func load<Value>(_ key: StoreKey<Value>) -> Value {
    switch store.load(key) {
    case .success(let value): return value ?? key.defaultValue
    case .failure(.corrupt):
      do {
        try store.setAside(key)
        setAside = true
      } catch {
        unwritable[key.name] = error
      }
      return key.defaultValue
    case .failure(let error):
      unwritable[key.name] = error
      return key.defaultValue
    }
  }
}
