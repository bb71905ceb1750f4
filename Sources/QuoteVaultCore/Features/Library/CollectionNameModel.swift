import Foundation
import Localization
import Observation
import Presentation

/// The sheet that names a new collection or renames one (QV-5.1, QV-5.2): what it is for and the name being
/// typed, held by the sheet's destination until it has slid away, so the view keeps no copy. Save goes to the
/// app's model, which closes the sheet or says over it why the name was refused, keeping what was typed.
@MainActor
@Observable
public final class CollectionNameModel {
  public enum Purpose: Hashable, Sendable {
    /// A new collection; from the picker, with the quote it goes in.
    case create(adding: Quote?)
    case rename(QuoteCollection)
  }

  public let purpose: Purpose
  public var name: String
  /// A save is on its way: Return and the button together create one collection, not two.
  public private(set) var isSaving = false
  @ObservationIgnored var onSave: (@MainActor (String) async -> Void)?
  @ObservationIgnored var onCancel: (@MainActor () -> Void)?

  /// What the field held when the sheet opened: anything else is the user's typing.
  private let openedName: String

  public init(_ purpose: Purpose) {
    self.purpose = purpose
    let opened = if case .rename(let collection) = purpose { collection.name } else { "" }
    openedName = opened
    name = opened
  }

  /// A name was typed since the sheet opened: the swipe down is held back and asks before it is thrown away.
  public var holdsUserInput: Bool {
    name != openedName && !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }

  public var isRenaming: Bool { if case .rename = purpose { true } else { false } }
  public var title: String {
    isRenaming
      ? LocalizedCopy("quotevault.collection.rename", "Rename Collection").text
      : LocalizedCopy("quotevault.collection.new", "New Collection").text
  }
  public var saveTitle: String {
    isRenaming
      ? LocalizedCopy("quotevault.collection.save", "Save").text
      : LocalizedCopy("quotevault.collection.create", "Create").text
  }

  public func save() async {
    guard !isSaving else { return }
    isSaving = true
    defer { isSaving = false }
    await onSave?(name)
  }
  public func cancel() { onCancel?() }
}

/// A sheet's model is the same sheet only as itself.
extension CollectionNameModel: HashableObject {}
