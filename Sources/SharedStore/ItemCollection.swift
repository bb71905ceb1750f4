import Foundation

/// An ordered collection of items kept one file per item in a `SharedStore`, with a separate index of their
/// order. Notes (VocaPin, NoteWall) live in one.
///
/// One file per item is what keeps a damaged file from costing more than itself: a corrupt item file loses
/// that item only (it is left on disk, untouched, and reported), and a corrupt or missing index is rebuilt from
/// the item files. Each write is atomic (`SharedStore.write`).
public struct ItemCollection<Item: Codable & Sendable & Identifiable>: Sendable where Item.ID == UUID {
  public let store: SharedStore
  public let name: String
  /// The order to use for items the index does not list (a lost index, a crash between two writes).
  private let fallbackOrder: @Sendable (Item, Item) -> Bool

  /// What `load()` found: the readable items in order, the files it had to skip (and their IDs, in the
  /// index's order, so a save can keep listing them), and whether the folder itself could be read.
  public struct Contents: Sendable {
    public var items: [Item]
    public var damaged: [SharedStoreError]
    public var damagedIDs: [UUID]
    public var folderProblem: SharedStoreError?
  }

  public init(_ name: String, in store: SharedStore, fallbackOrder: @escaping @Sendable (Item, Item) -> Bool) {
    precondition(SharedStore.isValidKeyName(name), "collection names are plain file names: \(name)")
    self.store = store
    self.name = name
    self.fallbackOrder = fallbackOrder
  }

  private var orderKey: StoreKey<[UUID]> { StoreKey("\(name)-order", default: []) }
  private func itemKey(_ id: UUID) -> StoreKey<Item?> { StoreKey("\(name)-item-\(id.uuidString)", default: nil) }
  private var itemPrefix: String { "\(name)-item-" }

  /// Every readable item, in the index's order; unlisted items follow in `fallbackOrder`.
  public func load() -> Contents {
    // One listing of the folder; only when it fails is the folder examined, to say why (or, when it does not
    // exist yet, to read as empty).
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: store.directory.path)
    } catch {
      if let problem = store.folderProblem() {
        return Contents(items: [], damaged: [], damagedIDs: [], folderProblem: problem)
      }
      names = []
    }
    var damaged: [SharedStoreError] = []
    var damagedIDs = Set<UUID>()
    var byID: [UUID: Item] = [:]
    for id in storedIDs(in: names) {
      switch store.load(itemKey(id)) {
      case .success(let stored):
        // The key's value is optional, so a stored item arrives doubly wrapped.
        if let item = stored ?? nil, item.id == id { byID[id] = item }
      case .failure(let error):
        damaged.append(error)
        damagedIDs.insert(id)
      }
    }
    var order: [UUID]
    switch store.load(orderKey) {
    case .success(let stored): order = stored ?? []
    case .failure(let error):
      damaged.append(error)
      order = []
    }
    var seen = Set<UUID>()
    var items = order.compactMap { id -> Item? in
      guard seen.insert(id).inserted else { return nil }
      return byID[id]
    }
    items += byID.values.filter { !seen.contains($0.id) }.sorted(by: fallbackOrder)
    // Damaged items keep their place in the index: listed ones in its order, the rest after them.
    var keptIDs: [UUID] = []
    var kept = Set<UUID>()
    for id in order + damagedIDs.sorted(by: { $0.uuidString < $1.uuidString })
    where damagedIDs.contains(id) && kept.insert(id).inserted {
      keptIDs.append(id)
    }
    return Contents(items: items, damaged: damaged, damagedIDs: keptIDs, folderProblem: nil)
  }

  /// One item's file as it is now: nil when there is none, a failure when it cannot be read.
  public func item(_ id: UUID) -> Result<Item?, SharedStoreError> {
    store.load(itemKey(id)).map { $0 ?? nil }
  }

  /// Writes one item (new or changed). Its place in the order is kept; a new item is not listed until
  /// `setOrder` lists it, and `load()` shows it last until then.
  public func save(_ item: Item) throws(SharedStoreError) {
    try store.write(item, for: itemKey(item.id))
  }

  /// Removes one item's file; throws if it stays (then `load()` would still find the item).
  public func delete(_ id: UUID) throws(SharedStoreError) {
    try store.remove(itemKey(id))
  }

  public func setOrder(_ ids: [UUID]) throws(SharedStoreError) {
    try store.write(ids, for: orderKey)
  }

  /// The IDs of the item files among the directory's `names`, whatever their state.
  private func storedIDs(in names: [String]) -> [UUID] {
    names.compactMap { file -> UUID? in
      guard file.hasPrefix(itemPrefix), file.hasSuffix(".json") else { return nil }
      return UUID(uuidString: String(file.dropFirst(itemPrefix.count).dropLast(".json".count)))
    }
  }
}
