import AppServices
import Foundation
import Localization
import Observation

/// Settings' "Your Handle": the handle others pay this install with, typed and saved (`HandleRules`: 3 to 20 of
/// a-z, 0-9, "." and "_"). The holder stays the app model's (My Code and the pay links read it); this model
/// holds what is typed and why it was refused, and reports through closures. `PayMeSettingsModel.handleEditor`.
@MainActor
@Observable
public final class HandleEditModel {
  /// What the field shows: the saved handle's body until the user types.
  public private(set) var draft: String?
  /// Why the last Save was refused, shown under the field until the next key.
  public private(set) var refusal: HandleRefusal?

  /// The holder as the app model keeps it.
  @ObservationIgnored var current: @MainActor () -> PayMeHolder? = { nil }
  /// Save: the app model checks the text against the rules and its contacts, and saves it.
  @ObservationIgnored var onSave: @MainActor (String) -> Result<PayMeHolder, HandleRefusal> = { _ in .failure(.notSaved)
  }
  @ObservationIgnored var onSaved: @MainActor () -> Void = unimplemented("HandleEditModel.onSaved")
  @ObservationIgnored var onRefused: @MainActor (HandleRefusal) -> Void = unimplemented("HandleEditModel.onRefused")

  /// The longest text the field keeps: a pasted essay is cut, and the rules then say it is too long.
  static let maximumTyped = 64

  init() {}

  /// The saved handle, "@jamie.k3x9".
  public var handle: String { current()?.handle ?? "" }
  /// The field's text.
  public var text: String { draft ?? String(handle.dropFirst()) }
  /// Save does something only when the text differs from the saved handle.
  public var canSave: Bool {
    guard let draft else { return false }
    return draft.lowercased() != String(handle.dropFirst()) && draft.lowercased() != handle
  }

  public func edit(_ text: String) {
    draft = String(text.prefix(Self.maximumTyped))
    refusal = nil
  }

  public func save() {
    guard let draft, canSave else { return }
    switch onSave(draft) {
    case .success:
      self.draft = nil
      refusal = nil
      onSaved()
    case .failure(let reason):
      refusal = reason
      onRefused(reason)
    }
  }
}

extension PayMeCopy {
  public static let handleTitle = LocalizedCopy("payme.handle.title", "Your Handle")
  public static let handleSave = LocalizedCopy("payme.handle.save", "Save Handle")
  public static let handleFooter = LocalizedCopy(
    "payme.handle.footer",
    "People pay you with this handle: your code and the requests you send in Messages carry it. It belongs to this demo only; no real account or money is involved."
  )
  static let handleSaved = LocalizedCopy("payme.handle.saved", "Handle saved")
}
