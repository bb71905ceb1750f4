import Foundation
import SharedStore

// MARK: - Who this install is (PayMeHolder)

extension PayMeModel {
  /// The App Group's store, where the Messages extension reads the holder (the app's own without one).
  var holderStore: SharedStore { dependencies.groupStore ?? dependencies.store }

  /// The saved holder under the ledger's name; at the first launch one made up for this install, and saved.
  /// A damaged file is replaced by a new handle; one that cannot be read now (before the first unlock) is left
  /// alone, and a handle made up for this run stands in (it is not written over what could not be read).
  /// `unread`: the file could not be read, and the holder is this run's stand-in.
  static func loadHolder(_ dependencies: PayMeDependencies, name: String) -> (holder: PayMeHolder?, unread: Bool) {
    let store = dependencies.groupStore ?? dependencies.store
    switch store.load(PayMeShared.holder).map({ $0.flatMap { $0 } }) {
    case .success(let saved?):
      guard saved.name != name, let renamed = saved.named(name) else { return (saved, false) }
      try? store.write(renamed, for: PayMeShared.holder)
      return (renamed, false)
    case .success(nil), .failure(.corrupt):
      let made = PayMeHolder.generated(name: name, id: dependencies.makeID())
      if let made { try? store.write(made, for: PayMeShared.holder) }
      return (made, false)
    case .failure:
      return (PayMeHolder.generated(name: name, id: dependencies.makeID()), true)
    }
  }

  /// The saved holder, once its file can be read (`readProtectedFiles`): My Code and the own-code check then use
  /// the handle this install's bubbles carry, not the stand-in made up before the first unlock.
  func readHolderIfUnread() {
    guard holderUnread else { return }
    let (read, unread) = Self.loadHolder(dependencies, name: ledger.holderName)
    guard !unread else { return }
    holder = read
    holderUnread = false
  }

  /// Settings' handle, typed: taken (and saved to the App Group, for the extension's next bubble) or refused in
  /// words; a handle that cannot be saved is refused too, and the one saved before stays.
  func changeHandle(_ text: String) -> Result<PayMeHolder, HandleRefusal> {
    switch HandleRules.validated(text, contacts: ledger.contacts) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let body):
      guard let changed = PayMeHolder(name: ledger.holderName, handle: body) else { return .failure(.characters) }
      do {
        try holderStore.write(changed, for: PayMeShared.holder)
      } catch {
        return .failure(.notSaved)
      }
      holder = changed
      return .success(changed)
    }
  }

  func wire(_ editor: HandleEditModel) {
    editor.current = { [weak self] in self?.holder }
    editor.onSave = { [weak self] text in self?.changeHandle(text) ?? .failure(.notSaved) }
    editor.onSaved = { [weak self] in
      self?.play(.confirmation)
      self?.announce(PayMeCopy.handleSaved)
    }
    editor.onRefused = { [weak self] refusal in
      self?.play(.failure)
      self?.announce(refusal.message)
    }
  }
}
