import AppServices
import Foundation
import Observation
import Presentation

/// Add to Collection (QV-5.3): the picker for one quote, held by its destination until it has slid away. It reads
/// the collections as the library has them at each drawing (a collection made over it shows at once) and reports
/// the user's choice to the app, which closes it at once and sends the change on its way.
@MainActor
@Observable
public final class CollectionPickerModel {
  /// One collection as the picker lists it.
  public struct Row: Hashable, Sendable, Identifiable {
    public let collection: QuoteCollection
    /// The quote is in this collection already: the row shows a checkmark.
    public let holdsQuote: Bool
    public var id: String { collection.id }
    public var name: String { collection.name }
  }

  /// The quote being filed.
  public let quote: Quote
  @ObservationIgnored let collections: @MainActor () -> [(collection: QuoteCollection, quoteIDs: [Int64])]
  @ObservationIgnored var onPick: @MainActor (QuoteCollection) async -> Void
  @ObservationIgnored var onNewCollection: @MainActor () -> Void
  /// Cancel: the app takes the sheet down.
  @ObservationIgnored var onCancel: @MainActor () -> Void = unimplemented("CollectionPickerModel.onCancel")

  public init(
    quote: Quote, collections: @escaping @MainActor () -> [(collection: QuoteCollection, quoteIDs: [Int64])],
    onPick: @escaping @MainActor (QuoteCollection) async -> Void, onNewCollection: @escaping @MainActor () -> Void
  ) {
    self.quote = quote
    self.collections = collections
    self.onPick = onPick
    self.onNewCollection = onNewCollection
  }

  /// The collections in the library's order, each saying whether the quote is in it.
  public var rows: [Row] {
    collections().map { Row(collection: $0.collection, holdsQuote: $0.quoteIDs.contains(quote.id)) }
  }

  /// A row's tap: the quote goes into that collection (the picker closes before the server answers).
  public func pick(_ collection: QuoteCollection) async { await onPick(collection) }

  /// "New Collection…": the name sheet opens over the picker, for a collection made with this quote in it.
  public func newCollection() { onNewCollection() }

  /// Cancel: the picker goes and nothing is added.
  public func cancel() { onCancel() }
}

extension CollectionPickerModel: HashableObject {}
